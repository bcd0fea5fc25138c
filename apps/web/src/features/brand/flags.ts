import { FEATURE_FLAGS, type FeatureFlag, type SettingsNode } from '@lotus/contracts';
import { session } from '@/lib/storage';

/** Every node of the settings tree as modId → on/off ('1' means on). */
export function flattenSettings(tree: SettingsNode[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (nodes: SettingsNode[]) => {
    for (const n of nodes) {
      out[n.modId] = n.enabled === '1';
      walk(n.childrenNodes);
    }
  };
  walk(tree);
  return out;
}

/** SPEC §3: the settings tree is stored in session storage per modId (value '1' or '0'). */
export function storeSettings(tree: SettingsNode[]): void {
  const walk = (nodes: SettingsNode[]) => {
    for (const n of nodes) {
      session.set(n.modId, n.enabled);
      walk(n.childrenNodes);
    }
  };
  walk(tree);
}

export function flagFrom(settings: Record<string, boolean>, flag: FeatureFlag): boolean {
  return settings[FEATURE_FLAGS[flag]] === true;
}
