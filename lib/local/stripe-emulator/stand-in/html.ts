/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small, self-contained, accessible page of the emulator's origin. */
export function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0; padding: 16px; }
  main { max-width: 420px; }
  h1 { font-size: 1.125rem; margin: 0 0 8px; }
  p.note { font-size: 0.875rem; color: #4a4a4a; margin: 0 0 12px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 8px 10px; border: 1px solid #6b6b6b; border-radius: 6px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { font: inherit; font-weight: 600; margin-top: 16px; padding: 10px 16px; border-radius: 6px; border: 0; color: #fff; background: #1d4ed8; cursor: pointer; }
  button.secondary { background: #fff; color: #991b1b; border: 2px solid #991b1b; margin-left: 8px; }
  button[disabled] { background: #6b6b6b; cursor: progress; }
  [role="alert"] { color: #991b1b; font-weight: 600; margin-top: 12px; min-height: 1.5em; }
  [role="status"] { margin-top: 12px; min-height: 1.5em; }
</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}
