/** Worker of bench/house.ts: plays a range of nonces of one seed pair on a slot and sums the results. */
import { parentPort, workerData } from 'node:worker_threads';
import { createSlotGame, RoundRng, SLOT_DEFINITIONS, type RtpProfileId, type SlotGameId } from '@lotus/house';

export interface SlotBenchTask {
  entry: string;
  slot: SlotGameId;
  serverSeed: string;
  clientSeed: string;
  profile: RtpProfileId;
  from: number;
  to: number;
}

export interface SlotBenchPartial {
  spins: number;
  /** Σ win and Σ win² in units of the stake per line (line bet 1, total stake = the slot's lines per spin). */
  sumWin: number;
  sumWinSq: number;
  hits: number;
  freeSpinTriggers: number;
  freeSpinsPlayed: number;
  maxWin: number;
  seconds: number;
}

export function runSlotRange(task: Omit<SlotBenchTask, 'entry'>): SlotBenchPartial {
  const def = SLOT_DEFINITIONS[task.slot];
  const game = createSlotGame({ minBet: def.lines.length, maxBet: def.lines.length }, def);
  const bet = { lineBet: 1, rtpProfile: task.profile };
  const out: SlotBenchPartial = {
    spins: 0,
    sumWin: 0,
    sumWinSq: 0,
    hits: 0,
    freeSpinTriggers: 0,
    freeSpinsPlayed: 0,
    maxWin: 0,
    seconds: 0,
  };
  const t0 = performance.now();
  for (let nonce = task.from; nonce < task.to; nonce++) {
    const { outcome, totalWin } = game.play(new RoundRng(task.serverSeed, task.clientSeed, nonce), bet);
    out.spins++;
    out.sumWin += totalWin;
    out.sumWinSq += totalWin * totalWin;
    if (totalWin > 0) out.hits++;
    if (outcome.freeSpins.length > 0) {
      out.freeSpinTriggers++;
      out.freeSpinsPlayed += outcome.freeSpins.length;
    }
    if (totalWin > out.maxWin) out.maxWin = totalWin;
  }
  out.seconds = (performance.now() - t0) / 1000;
  return out;
}

if (parentPort && workerData && (workerData as SlotBenchTask).entry) {
  parentPort.postMessage(runSlotRange(workerData as SlotBenchTask));
}
