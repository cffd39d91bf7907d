import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * One name per feature, the same in every layer (views, machines, api modules, domain files, server modules, tests).
 * `retired` lists the other words the code used for the same feature; no file or folder under src/, server/ or tests/ may
 * use them. `folderOnly` words are retired as folder names only (the word is fine inside a longer file name).
 * The README's feature table shows this list; a unit test keeps the two the same.
 */
export interface FeatureName {
  feature: string;
  name: string;
  retired: readonly string[];
  folderOnly?: readonly string[];
  /** Where the rule holds when not everywhere (a top folder: 'server'). */
  only?: string;
}

export const FEATURE_NAMES: readonly FeatureName[] = [
  { feature: 'Bio link', name: 'bio-link', retired: ['biolink'], folderOnly: ['home'] },
  { feature: 'Deep links', name: 'deep-links', retired: ['mid-tab-bar'], folderOnly: ['deep-link-list'] },
  { feature: 'My links', name: 'my-links', retired: [] },
  { feature: 'Short links', name: 'short-links', retired: ['shortlinks'] },
  { feature: 'Catalog', name: 'catalog', retired: [], folderOnly: ['all-products'] },
  { feature: 'Catalog product', name: 'catalog-product', retired: ['good-detail'] },
  { feature: 'Link pages', name: 'link-pages', retired: ['my-links-products'] },
  { feature: 'Combined links', name: 'combined-links', retired: ['combinelinks', 'combine-link'] },
  {
    feature: 'Group links',
    name: 'group-links',
    retired: ['grouplinks'],
    folderOnly: ['group-link-preview', 'collection-create-group-link'],
  },
  { feature: 'Landing pages', name: 'landing-pages', retired: ['landingpages'], folderOnly: ['landing-page'] },
  { feature: 'Galleries', name: 'galleries', retired: ['link-gallery'] },
  { feature: 'Collages', name: 'collages', retired: ['ai-collage'] },
  { feature: 'Auto DM', name: 'auto-dm', retired: ['autoreply'] },
  { feature: 'Earnings', name: 'earnings', retired: ['earning'], folderOnly: ['records'] },
  { feature: 'Billing', name: 'billing', retired: ['setting-billing'] },
  { feature: 'Settings', name: 'settings', retired: ['setting'] },
  { feature: 'Account info', name: 'account-info', retired: [], folderOnly: ['additional'] },
  { feature: 'Boosting', name: 'boosting', retired: [] },
  { feature: 'Tracking ids', name: 'tracking-ids', retired: [] },
  { feature: 'Support chat', name: 'support-chat', retired: ['supportchat'] },
  { feature: 'Last update', name: 'last-update', retired: ['lastupdate'] },
  { feature: 'Projections (server)', name: 'projections', retired: ['projection'], only: 'server' },
];

export interface NameProblem {
  path: string;
  word: string;
  name: string;
}

/** A retired word is a whole word of a name: bounded by the name's start or end, '-' or '.'. */
function usesWord(segment: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[-.])${escaped}($|[-.])`).test(segment);
}

/** Every file or folder name under the given roots that uses a retired word for a feature. */
export function checkFeatureNames(root: string, roots: readonly string[] = ['src', 'server', 'tests']): NameProblem[] {
  const problems: NameProblem[] = [];
  const visit = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      if (['node_modules', 'generated', 'fixtures'].includes(entry.name)) continue;
      const path = posix.join(rel, entry.name);
      for (const f of FEATURE_NAMES) {
        if (f.only && !path.startsWith(`${f.only}/`)) continue;
        const words = entry.isDirectory() ? [...f.retired, ...(f.folderOnly ?? [])] : f.retired;
        const word = words.find((w) => usesWord(entry.name, w));
        if (word) {
          problems.push({ path, word, name: f.name });
          break;
        }
      }
      if (entry.isDirectory()) visit(path);
    }
  };
  for (const r of roots) if (existsSync(join(root, r))) visit(r);
  return problems.sort((a, b) => a.path.localeCompare(b.path));
}
