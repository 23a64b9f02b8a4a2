import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../bundling/bundle-paths';

/** One CloudFormation template of the assembly: a top-level stack or a nested one. */
export interface StackTemplate {
  /** Stack name (a nested stack: `<parent>-<logical id>`, as CloudFormation names it without its suffix). */
  readonly name: string;
  readonly template: CfnTemplate;
  /** The parent and the resource that creates a nested stack; undefined for a top-level stack. */
  readonly parent?: { readonly stack: string; readonly logicalId: string };
}

export interface CfnTemplate {
  Resources: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
  Parameters?: Record<string, { Default?: unknown }>;
}

export interface CfnResource {
  Type: string;
  Properties?: Record<string, any>;
  Metadata?: Record<string, any>;
}

/**
 * The account and region template mode synthesizes for and resolves ARNs in: IAM evaluation
 * needs concrete ARNs, and a stated pair keeps them the same on every machine.
 */
export const TEMPLATE_ACCOUNT = '123456789012';
export const TEMPLATE_REGION = 'us-east-1';

/**
 * Deploy inputs template mode synthesizes with (`-c key=value`): an SES sender the local SES
 * stand-in accepts, and the storefront domain browsers resolve to loopback (`<shop>.localhost`).
 */
export const TEMPLATE_CONTEXT: Readonly<Record<string, string>> = {
  mailFrom: 'no-reply@platform.localhost',
  storefrontDomain: 'localhost',
  // The distribution needs a certificate to synthesize; template mode serves the API directly, never through CloudFront.
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/template-mode',
};

/** Where template mode keeps its synthesized assembly (gitignored as cdk.out.*). */
export const templateAssemblyDir = join(projectRoot, 'cdk.out.local');

// What the synthesized templates are made from; a newer file than the assembly means re-synthesizing.
const SOURCES = ['bin/app.ts', 'cdk.json', 'package-lock.json', 'lib', 'functions', 'shared'];
const NOT_SOURCES = new Set([join(projectRoot, 'lib', 'local')]);

/**
 * Synthesizes the CDK app into `dir` (`cdk synth` with the stated account, region and context)
 * unless the assembly there is newer than every source it is made from, then reads its stacks.
 */
export async function loadCloudAssembly(dir: string = templateAssemblyDir): Promise<StackTemplate[]> {
  const manifest = join(dir, 'manifest.json');
  if (!existsSync(manifest) || statSync(manifest).mtimeMs < newestSourceMtime()) await synthesize(dir);
  return readStacks(dir);
}

async function synthesize(dir: string): Promise<void> {
  console.log(`[local] synthesizing the CDK app into ${dir} (template mode) ...`);
  // Template mode's callers (the suite's audit, smoke, npm start) have usually just built the
  // functions: the app rebuilds them only when that build is stale, not every time.
  const context = Object.entries({ ...TEMPLATE_CONTEXT, reuseFunctionsBuild: 'true' }).flatMap(([key, value]) => [
    '-c',
    `${key}=${value}`,
  ]);
  // Asynchronously, so /health keeps answering `starting` meanwhile.
  const child = spawn('npx', ['cdk', 'synth', '--quiet', '-o', dir, ...context], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CDK_DEFAULT_ACCOUNT: TEMPLATE_ACCOUNT, CDK_DEFAULT_REGION: TEMPLATE_REGION },
  });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`cdk synth failed (exit ${code}); template mode needs a synthesizable app`);
}

/** Every stack template of the assembly in `dir`, nested stacks included (after their parents). */
export function readStacks(dir: string): StackTemplate[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  const stacks: StackTemplate[] = [];
  const add = (stack: StackTemplate) => {
    stacks.push(stack);
    for (const [logicalId, resource] of Object.entries(stack.template.Resources)) {
      if (resource.Type !== 'AWS::CloudFormation::Stack') continue;
      const file = resource.Metadata?.['aws:asset:path'];
      if (typeof file !== 'string')
        throw new Error(`Nested stack ${stack.name}/${logicalId} names no template file (aws:asset:path)`);
      add({
        name: `${stack.name}-${logicalId}`,
        template: readJson(join(dir, file)),
        parent: { stack: stack.name, logicalId },
      });
    }
  };
  for (const [name, artifact] of Object.entries(manifest.artifacts)) {
    if (artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile)
      add({ name, template: readJson(join(dir, artifact.properties.templateFile)) });
  }
  return stacks;
}

function readJson(file: string): CfnTemplate {
  return JSON.parse(readFileSync(file, 'utf8')) as CfnTemplate;
}

function newestSourceMtime(): number {
  let newest = 0;
  const visit = (path: string) => {
    if (NOT_SOURCES.has(path) || !existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) visit(join(projectRoot, source));
  return newest;
}
