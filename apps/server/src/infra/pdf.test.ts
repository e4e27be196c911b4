import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf';

describe('renderPdf', () => {
  it('makes a PDF that carries its title', async () => {
    const pdf = await renderPdf({
      title: 'Controlled drugs register guide',
      sections: [{ heading: 'Scope', paragraphs: ['Schedule 2 and 3.'], bullets: ['One', 'Two'] }],
      footer: 'Demo',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    // The document information dictionary holds the title as a literal string.
    expect(pdf.toString('latin1')).toContain('Controlled drugs register guide');
  });
});

describe('renderPdf with names in other scripts', () => {
  it('prints Polish, Greek and Cyrillic letters as typed', async () => {
    const { PDFParse } = await import('pdf-parse');
    const pdf = await renderPdf({
      title: 'Declaration',
      sections: [{ heading: 'Prescriber', paragraphs: ['Łukasz Żółwiński Σωκράτης Жуков'] }],
    });
    const parser = new PDFParse({ data: pdf });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Łukasz Żółwiński Σωκράτης Жуков');
  });
});
