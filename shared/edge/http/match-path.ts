const compiled = new Map<string, { regex: RegExp; names: string[] }>();

/**
 * Matches a concrete path against an API Gateway path template (`/api/droplets/{uuid}`,
 * greedy `{proxy+}`), returning the decoded path parameters or undefined.
 */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  let entry = compiled.get(template);
  if (!entry) {
    const names: string[] = [];
    const pattern = template
      .split('/')
      .map((segment) => {
        const param = /^\{([A-Za-z0-9_]+)(\+)?\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return param[2] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    entry = { regex: new RegExp(`^${pattern}$`), names };
    compiled.set(template, entry);
  }
  const match = entry.regex.exec(path);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  entry.names.forEach((name, index) => {
    const raw = match[index + 1]!;
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw;
    }
  });
  return params;
}
