import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputsHash } from './build-inputs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A project folder with the given files (path: content). */
function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-inputs-'));
  folders.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const FILES = {
  'web/main.tsx': 'render()',
  'web/app/page.tsx': 'export const Page = 1;',
  'vite.config.ts': 'export default {}',
};
const INPUTS = ['web', 'vite.config.ts', 'later.json'];

describe('inputsHash (when npm start skips a build)', () => {
  it('is the same for the same files, whatever their timestamps', () => {
    const a = project(FILES);
    const b = project(FILES);
    fs.utimesSync(path.join(b, 'web/main.tsx'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    expect(inputsHash(a, INPUTS)).toBe(inputsHash(b, INPUTS));
  });

  it('changes when a file changes, is added, removed or renamed, or a missing input appears', () => {
    const root = project(FILES);
    const seen = new Set([inputsHash(root, INPUTS)]);
    const expectNew = () => {
      const hash = inputsHash(root, INPUTS);
      expect(seen.has(hash)).toBe(false);
      seen.add(hash);
    };
    fs.writeFileSync(path.join(root, 'web/app/page.tsx'), 'export const Page = 2;');
    expectNew();
    fs.writeFileSync(path.join(root, 'web/app/new.tsx'), '');
    expectNew();
    fs.renameSync(path.join(root, 'web/app/new.tsx'), path.join(root, 'web/app/renamed.tsx'));
    expectNew();
    fs.rmSync(path.join(root, 'web/main.tsx'));
    expectNew();
    fs.writeFileSync(path.join(root, 'later.json'), '{}');
    expectNew();
    fs.writeFileSync(path.join(root, 'vite.config.ts'), 'export default { build: {} }');
    expectNew();
  });

  it('ignores files outside the inputs and in node_modules or dist', () => {
    const root = project(FILES);
    const before = inputsHash(root, INPUTS);
    fs.writeFileSync(path.join(root, 'README.md'), 'not an input');
    fs.mkdirSync(path.join(root, 'web/node_modules/x'), { recursive: true });
    fs.writeFileSync(path.join(root, 'web/node_modules/x/index.js'), '');
    fs.mkdirSync(path.join(root, 'web/dist'));
    fs.writeFileSync(path.join(root, 'web/dist/out.js'), '');
    expect(inputsHash(root, INPUTS)).toBe(before);
  });
});
