import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

// DejaVu Sans covers Latin (Ł, ő), Greek and Cyrillic: names are printed as typed. pdfkit's
// built-in Helvetica knows Western European letters only and prints others as garbage.
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

/** A generated document: a title, an optional subtitle and sections of paragraphs or bullets. */
export interface PdfContent {
  title: string;
  subtitle?: string;
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
  /** Shown at the foot of every page. */
  footer?: string;
}

/** Renders a plain A4 document: the library's documents and the products' declarations. */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      bufferPages: true,
      info: { Title: content.title, Author: 'Pharma Portal', Creator: 'Pharma Portal' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font(BOLD).fontSize(20).fillColor('#1f2a44').text(content.title);
    if (content.subtitle) {
      doc.moveDown(0.3).font(REGULAR).fontSize(11).fillColor('#5c6577').text(content.subtitle);
    }
    for (const section of content.sections) {
      doc.moveDown(1).font(BOLD).fontSize(13).fillColor('#1f2a44');
      doc.text(section.heading);
      doc.moveDown(0.3).font(REGULAR).fontSize(11).fillColor('#222222');
      for (const p of section.paragraphs ?? []) doc.text(p, { align: 'left' }).moveDown(0.4);
      if (section.bullets?.length) doc.list(section.bullets, { bulletRadius: 2 });
    }
    if (content.footer) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        doc
          .font(REGULAR)
          .fontSize(8)
          .fillColor('#8a8f99')
          .text(`${content.footer} — page ${i + 1} of ${range.count}`, 56, doc.page.height - 40, {
            lineBreak: false,
          });
      }
    }
    doc.end();
  });
}
