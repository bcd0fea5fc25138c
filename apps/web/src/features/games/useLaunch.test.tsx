import { fireEvent, screen } from '@testing-library/react';
import { LAUNCH_PATHS, type Game } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, renderInSite, serveApi } from '../../../test/harness';
import { useLaunchGame } from './useLaunch';

inEnglishSite({ signedIn: true });

const game: Game = {
  gameId: 41,
  roomId: null,
  nodeId: 7,
  vassalage: 'JADE_SLOTS',
  gameName: 'Jade Fortune',
  nodeName: '',
  showIcon: '/art/games/41.svg',
  supportPlay: 1,
  gameType: 'RNG',
  code: 'jade-fortune',
  defaultPlayType: null,
  accountTypeName: null,
  isGame: null,
  minBet: 100n,
  maxBet: 50_000n,
  lineNum: 20,
  classify: null,
  isHot: false,
  isNew: false,
  popularity: 0,
  isFavorite: false,
  underMaintenance: false,
};

function PlayButton() {
  const { launch } = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game)}>
      Play
    </button>
  );
}

describe('launching a game', () => {
  it('tells the member that the operator paused the vendor, in the site’s words', async () => {
    // Issue 32: a suspended vendor's launch answered "game not found".
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuFixture,
      [LAUNCH_PATHS.launchGame]: () => {
        throw {
          status: 403,
          body: { success: false, errorCode: 'vendor_suspended', message: 'Nhà cung cấp…', field: 'gameId' },
        };
      },
    });
    renderInSite(<PlayButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Could not open the game' });
    expect(dialog.textContent).toContain('This game provider is paused by the site for now, please try other games');
  });
});
