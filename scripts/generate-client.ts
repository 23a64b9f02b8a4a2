/** `npm run generate:client`: rewrites shared/sdk/client/api-types.ts from the route manifest (a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderClientTypes } from '../shared/sdk/client/generate-types';

const file = join(resolve(import.meta.dirname, '..'), 'shared', 'sdk', 'client', 'api-types.ts');
writeFileSync(file, await renderClientTypes());
console.error(`${file}: regenerated`);
