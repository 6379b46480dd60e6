/**
 * Every fragment constant starts with this comment, which is also how Hydrogen's codegen finds
 * it; the text between two of them is one constant's own definitions.
 */
const DEFINITION_MARK = '#graphql';

/**
 * Definitions as Hydrogen sends them: it drops comments and collapses whitespace on every
 * query and mutation, then keys its cache by the result. Done once per document here, that
 * pass finds next to nothing left to change on each call.
 */
function minified(definitions: string): string {
  return definitions
    .replace(/\s*#.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The document as sent for an operation (or the cart fragment Hydrogen wraps in its own
 * operations). A fragment constant interpolates the fragments it spreads, so two of them may
 * bring the same one (Money, ImageFields), and GraphQL refuses a document that defines a
 * fragment twice: each constant's definitions are kept at their first place only, minified,
 * each after its mark so that a document interpolating this one can do the same.
 *
 * The type stays the text as written: Hydrogen's codegen keys the generated result types by it
 * (it substitutes each interpolation in place and keeps repeats), so a query keeps its types.
 */
export function graphqlDocument<const Text extends string>(text: Text): Text {
  const seen = new Set<string>();
  for (const chunk of text.split(DEFINITION_MARK)) {
    const definitions = minified(chunk);
    if (definitions !== '') seen.add(definitions);
  }
  return [...seen]
    .map((definitions) => `${DEFINITION_MARK}\n${definitions}`)
    .join('\n') as Text;
}
