import type { Context } from 'aws-lambda';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exactPayloadCheck } from '../../shared/domains/event-catalog/exact-payload-check';
import { checkPayloadsWith } from '../../shared/domains/event-catalog/payload-check';
import { bindFamilyHandler, familyHandlerEntry } from '../bundling/family-entries';
import { lambdaContext } from './lambda-context';
import { asFunction } from './suite-call-recorder';

// Any Lambda handler: the API's, and the pipeline's consumers (stream, queue, scheduler).
export type LambdaHandler = (event: any, context: Context) => Promise<any>;

/** How an emulator invokes a handler: in this process, or in a worker (handler-workers.ts). */
export type HandlerInvoker = (
  name: string,
  event: unknown,
  invocation: { functionName: string; timeoutMs: number },
) => Promise<unknown>;

const functionsDir = resolve(import.meta.dirname, '..', '..', 'functions');

// The handlers this loader runs build webhook payloads checked against the event catalog, which
// deployed functions leave out of their bundles (shared/domains/event-catalog/payload-check.ts).
checkPayloadsWith(exactPayloadCheck);

const loaded = new Map<string, Promise<LambdaHandler>>();

/**
 * Imports `functions/<name>.ts`, or binds a storefront family's generated entry as the build does
 * (lib/bundling/family-entries.ts), once (like a warm container) and returns its `handler`, which
 * runs each invocation as the function its Context names (suite-call-recorder.ts).
 */
export function loadHandler(name: string): Promise<LambdaHandler> {
  let handler = loaded.get(name);
  if (!handler) {
    const entry = familyHandlerEntry(name);
    const module = entry ? bindFamilyHandler(entry) : import(pathToFileURL(resolve(functionsDir, `${name}.ts`)).href);
    handler = module.then((loaded: { handler?: unknown }) => {
      const exported = loaded.handler as LambdaHandler | undefined;
      if (typeof exported !== 'function') throw new Error(`functions/${name}.ts does not export a handler`);
      return (event, context) => asFunction(context.functionName, () => exported(event, context));
    });
    loaded.set(name, handler);
  }
  return handler;
}

/** Invokes a handler on this process's event loop, with a Context carrying the function's timeout. */
export const invokeInProcess: HandlerInvoker = async (name, event, { functionName, timeoutMs }) =>
  (await loadHandler(name))(event, lambdaContext(functionName, timeoutMs));
