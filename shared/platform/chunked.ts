/** `values` in consecutive slices of at most `size` (a batch call's or a transaction's limit). */
export function chunked<T>(values: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(values.length / size) }, (_, index) =>
    values.slice(index * size, (index + 1) * size),
  );
}
