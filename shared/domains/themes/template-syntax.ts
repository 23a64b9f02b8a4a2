import type { Liquid } from 'liquidjs';
import { withThemeTags } from './theme-tags';

let syntaxChecker: Liquid | undefined;

/**
 * The save-time syntax check: a function that parses a template alone, as the save endpoints do,
 * throwing liquidjs's error (with its line and column) when it does not parse. liquidjs is a lazy
 * module (liquidjs.ts) loaded by the first call, so the functions that save templates carry it
 * beside their bundle rather than in their cold start. Loading is apart from parsing so that a
 * failure to load is never reported as a syntax error.
 */
export async function loadTemplateParser(): Promise<(source: string) => void> {
  if (!syntaxChecker) {
    const { Liquid } = await import('./liquidjs');
    syntaxChecker = new Liquid();
  }
  const checker = syntaxChecker;
  return (source) => {
    checker.parse(withThemeTags(source));
  };
}
