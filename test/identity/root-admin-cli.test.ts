import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../shared/domains/auth/authenticate';
import { findCompanyIdBySubdomain } from '../../shared/use-cases/root-admin';
import { api } from '../helpers/http';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { signUpBody } from './support';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..', '..');

describe('npm run admin:root-token', () => {
  it('prints only a fresh root-admin secret of the platform operator company on stdout', async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-root-admin-token.ts', '--name', 'CLI test'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT,
          TABLE_NAME: process.env.TABLE_NAME,
          POWERTOOLS_LOG_LEVEL: 'SILENT',
        },
      },
    );
    const secret = stdout.trim();
    expect(secret).toMatch(/^rat_[A-Za-z0-9_-]{43}$/);
    expect(stderr).toContain('Shown once');
    const principal = await authenticate(`Bearer ${secret}`);
    expect(principal).toMatchObject({
      kind: 'root_admin',
      isRootAdmin: true,
      companyId: await findCompanyIdBySubdomain('platform'),
    });
    expect((await api('GET', '/api/company', { token: secret })).body.company.subdomain).toBe('platform');
  });

  it("keeps the operator's shop identifier out of merchants' reach", async () => {
    const res = await apiFrom(freshAddress(), 'POST', '/api/company', { body: signUpBody({ subdomain: 'platform' }) });
    expect(res.status).toBe(422);
  });
});
