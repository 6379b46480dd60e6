/**
 * Every fragment constant starts with this comment, which is also how Hydrogen's codegen finds
 * it; the text between two of them is one constant's own definitions.
 */
const DEFINITION_MARK = '#graphql';

/**
 * The document as sent for an operation (or the cart fragment Hydrogen wraps in its own
 * operations). A fragment constant interpolates the fragments it spreads, so two of them may
 * bring the same one (Money, ImageFields), and GraphQL refuses a document that defines a
 * fragment twice: each constant's text is kept at its first place only.
 *
 * The type stays the text as written: Hydrogen's codegen keys the generated result types by it
 * (it substitutes each interpolation in place and keeps repeats), so a query keeps its types.
 */
export function graphqlDocument<const Text extends string>(text: Text): Text {
  const seen = new Set<string>();
  return text
    .split(DEFINITION_MARK)
    .filter((chunk) => {
      const definitions = chunk.trim();
      if (seen.has(definitions)) return false;
      seen.add(definitions);
      return true;
    })
    .join(DEFINITION_MARK) as Text;
}
