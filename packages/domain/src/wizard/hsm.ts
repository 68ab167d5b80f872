/** HSM template variables are written `{{1}}`, `{{2}}` ... in the template's text. */
const variablePattern = /\{\{\s*(\d+)\s*\}\}/g;

/** How many variables a template has: its highest `{{n}}`. */
export function templateVariableCount(text: string): number {
  let highest = 0;
  for (const match of text.matchAll(variablePattern)) highest = Math.max(highest, Number(match[1]));
  return highest;
}

/** The message a template makes with its variables filled in; a missing one stays as written. */
export function fillTemplate(text: string, variables: readonly string[]): string {
  return text.replace(variablePattern, (whole, index: string) => variables[Number(index) - 1] ?? whole);
}

/** The e-mail body with the user's signature below it. */
export function withSignature(text: string, signature: string): string {
  return signature.trim() ? `${text.trimEnd()}\n\n${signature.trim()}` : text;
}
