import PDFDocument from 'pdfkit';
import { messages, type ActivityStatement } from '@portal/contract';
import { formatDollars } from '../deposits/money-format';
import { moneyLines, productLines } from './statement-lines';

const m = messages.activity;

const MARGIN = 50;
const LABEL_WIDTH = 200;
const AMOUNT_WIDTH = 110;

/** Writes cells in one row: the first left-aligned, the rest right-aligned in amount columns. */
function row(doc: PDFKit.PDFDocument, cells: string[], bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  cells.forEach((text, i) => {
    const x = i === 0 ? MARGIN : MARGIN + LABEL_WIDTH + (i - 1) * AMOUNT_WIDTH;
    const width = i === 0 ? LABEL_WIDTH : AMOUNT_WIDTH;
    doc.text(text, x, y, { width, align: i === 0 ? 'left' : 'right', lineBreak: false });
  });
  doc.moveDown(0.6);
}

/**
 * The statement as a plain PDF (A4): the period, the money lines with a minus sign for a loss, the
 * counts, each product's play and what the net result means; the same figures as the JSON.
 */
export function statementPdf(
  s: ActivityStatement,
  title: string = m.statementTitle,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(m.statementPeriod(s.from, s.to, s.time_zone));
  doc.moveDown();
  for (const { label, cents } of moneyLines(s)) {
    row(doc, [label, formatDollars(cents)], label === m.lines.net_result);
  }
  row(doc, [m.lines.bet_count, String(s.bet_count)]);
  row(doc, [m.lines.contest_count, String(s.contest_count)]);
  doc.moveDown();
  row(doc, [m.columns.product, m.lines.staked, m.lines.won, m.lines.net_result], true);
  for (const p of productLines(s)) {
    row(doc, [p.name, formatDollars(p.staked), formatDollars(p.won), formatDollars(p.net_result)]);
  }
  doc.moveDown();
  doc
    .font('Helvetica')
    .text(m.netResultNote, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.end();
  return done;
}
