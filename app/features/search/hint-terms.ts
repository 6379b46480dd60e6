/** The no-results hint names at most this many words to try instead. */
export const HINT_TERMS_LIMIT = 2;

export function hintTerms(
  candidates: readonly string[],
  counts: readonly (number | null)[],
  query: string,
  limit: number = HINT_TERMS_LIMIT,
): string[] {
  const searched = query.trim().toLocaleLowerCase();
  return candidates
    .filter((term, index) => {
      const count = counts[index];
      return (
        typeof count === 'number' &&
        count > 0 &&
        term.trim() !== '' &&
        term.trim().toLocaleLowerCase() !== searched
      );
    })
    .slice(0, limit);
}

/** The candidates as a translation lists them: one word or phrase per comma. */
export function candidateTerms(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((term) => term.trim())
        .filter(Boolean),
    ),
  ];
}
