import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventIndex } from '../../shared/domains/event-catalog/event-index';
import { EVENT_TABLE_END, EVENT_TABLE_START, renderEventTable } from '../../scripts/event-table';

const root = resolve(import.meta.dirname, '..', '..');
const docFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Markdown outside fenced code blocks (links and headings inside code are not links and headings). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor for a heading: lower-case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  return new Set([...prose(read(file)).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

describe('the docs agree with the repository', () => {
  it.each(docFiles)('every relative link in %s resolves to a file (and heading)', (file) => {
    const broken: string[] = [];
    for (const [, href] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(href!)) continue;
      const [path, anchor] = href!.split('#') as [string, string | undefined];
      const target = path ? join(dirname(file), path) : file;
      if (!existsSync(join(root, target))) broken.push(`${href} (no file ${target})`);
      else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor))
        broken.push(`${href} (no heading #${anchor} in ${target})`);
    }
    expect(broken).toEqual([]);
  });

  it('every `npm run <script>` the docs name exists in package.json', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const named = new Set(
      docFiles.flatMap((file) => [...read(file).matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!)),
    );
    expect([...named].filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it('the webhooks guide lists every event the platform emits, in its generated table', () => {
    const guide = read('docs/webhooks.md');
    const start = guide.indexOf(EVENT_TABLE_START) + EVENT_TABLE_START.length;
    expect(guide.slice(start, guide.indexOf(EVENT_TABLE_END)).trim(), 'stale: run `npm run docs:events`').toBe(
      renderEventTable(),
    );
    expect(
      eventIndex.filter((event) => !guide.includes(`\`${event.identifier}\``)).map((event) => event.identifier),
    ).toEqual([]);
  });

  it('the README stays a front door: at most 250 lines, linking every guide', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    const guides = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
    expect(guides.filter((guide) => !readme.includes(`](docs/${guide})`))).toEqual([]);
  });
});
