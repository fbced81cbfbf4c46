/**
 * The documents are set in the standard Helvetica: built into every PDF reader, so nothing is embedded and the files
 * stay small. Its WinAnsi encoding prints Latin-1 and a few signs only: every text goes through pdfText().
 */
export const pdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
