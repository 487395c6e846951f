/**
 * JSON.parse for text from outside the program (storage, a reply body, a text box): text
 * that is not JSON gives undefined; anything else that goes wrong still throws.
 */
export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
