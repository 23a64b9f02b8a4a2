import { describe, expect, it } from 'vitest';
import { sharesOf } from '../../bench/cold-profile';

describe('cold profile shares', () => {
  const bundle = 'file:///build/site/render-page/index.mjs';
  const chunk = 'file:///build/site/render-page/chunk-ABC.mjs';
  const frame = (id: number, functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
    id,
    callFrame: { functionName, url, lineNumber, columnNumber },
  });
  // A source map stand-in: column 10 is zod's code, column 20 ours.
  const map = {
    findEntry: (_line: number, column: number) => ({
      originalSource: column === 10 ? '../../node_modules/zod/v4/core/schemas.js' : '../../shared/edge/http/route.ts',
    }),
  };

  it("maps a chunk's positions with the chunk's own map", () => {
    const chunkMap = {
      findEntry: () => ({ originalSource: '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/index.js' }),
    };
    const profile = {
      nodes: [frame(1, 'send', chunk, 0, 5), frame(2, 'object', bundle, 0, 10)],
      samples: [1, 2],
      timeDeltas: [2000, 1000],
    };
    expect(
      sharesOf(
        profile,
        new Map([
          [bundle, map],
          [chunk, chunkMap],
        ]),
      ),
    ).toEqual([
      { name: '@aws-sdk/lib-dynamodb', ms: 2 },
      { name: 'zod', ms: 1 },
    ]);
  });

  it("sums each sample's time into the package its bundle position maps to, with V8, GC and Node apart, largest first, idle left out", () => {
    const profile = {
      nodes: [
        frame(1, '(program)'),
        frame(2, 'object', bundle, 0, 10),
        frame(3, 'defineRoute', bundle, 0, 20),
        frame(4, 'compileFunction', 'node:internal/vm'),
        frame(5, '(garbage collector)'),
        frame(6, '(idle)'),
      ],
      samples: [1, 2, 2, 3, 4, 5, 6, 1],
      timeDeltas: [3000, 1000, 1500, 500, 700, 200, 9000, 1000],
    };
    expect(sharesOf(profile, new Map([[bundle, map]]))).toEqual([
      { name: '(compile/native)', ms: 4 },
      { name: 'zod', ms: 2.5 },
      { name: '(node)', ms: 0.7 },
      { name: '(project)', ms: 0.5 },
      { name: '(gc)', ms: 0.2 },
    ]);
  });
});
