import { describe, expect, it } from 'vitest';
import { renderStaticShell } from './static-shell';

// The built home page shows the tab its address names (scripts/vite/prerender-shell.ts writes one file
// per tab; the server picks it by `?tab=`), so React's first commit keeps the same tab selected.
function selectedTab(html: string): string | undefined {
  const tab = /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([\s\S]*?)<\/button>/.exec(html);
  return tab?.[1]
    ?.replace(/<[^>]+>/g, ' ')
    .trim()
    .split(/\s+/)[0];
}

describe('the static first look of the home page', () => {
  it('selects the tab it is rendered for', () => {
    expect(selectedTab(renderStaticShell('home'))).toBe('Kaubad');
    expect(selectedTab(renderStaticShell('home', 'transport'))).toBe('Transport');
    expect(selectedTab(renderStaticShell('home', 'companies'))).toBe('Ettevõtted');
  });
});
