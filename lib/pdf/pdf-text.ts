// The PDF is set in the standard Helvetica, whose WinAnsi encoding has Latin-1 and a few more signs. A character
// outside it would silently print as another one (U+202F, the thousands space of fr-FR amounts, came out as "/").
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = { '\u202f': '\u00a0', '\u2009': ' ', '\u2212': '-', '\u2010': '-', '\u2011': '-' };

/** The text as the PDF's font can print it: narrow spaces and minus signs made plain, anything else unknown "?". */
export function pdfText(value: string): string {
  let out = '';
  for (const character of value.normalize('NFC')) {
    const replaced = REPLACEMENTS[character] ?? character;
    const code = replaced.codePointAt(0)!;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(replaced) || replaced === '\n' ? replaced : '?';
  }
  return out;
}
