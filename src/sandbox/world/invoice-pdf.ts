import type { InvoiceState } from './billing';
import { fullName, type Subscriber } from './subscribers';
import { isoDate } from './time';

/** The PDF's standard font has no Lithuanian letters: ą -> a, Ž -> Z, and so on. */
function ascii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

function pdfText(value: string): string {
  return ascii(value).replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * An invoice as a small but valid one-page PDF (PDF 1.4, Helvetica, uncompressed), so the portal's link opens
 * a real document in the browser's viewer.
 */
export function invoicePdf(invoice: InvoiceState, subscriber: Subscriber): Uint8Array {
  const amount = invoice.amount.toFixed(2).replace('.', ',');
  const lines = [
    'UAB "Pulsas"  |  PVM saskaita faktura / VAT invoice',
    '',
    `Saskaitos Nr. ${invoice.id}`,
    `Laikotarpis: ${invoice.period}`,
    `Israsyta: ${isoDate(invoice.issuedOn)}`,
    `Apmoketi iki: ${isoDate(invoice.dueDate)}`,
    '',
    `Klientas: ${fullName(subscriber)}, sutarties Nr. ${subscriber.accountId}`,
    `Numeris: +370 ${subscriber.msisdn}`,
    '',
    `Planas "Viskas neribota"  14,99 EUR`,
    `Paslaugos virs plano  ${(invoice.amount - 14.99).toFixed(2).replace('.', ',')} EUR`,
    `Is viso moketi (su PVM): ${amount} EUR`,
    '',
    invoice.paidOn ? `Apmoketa ${isoDate(invoice.paidOn)}` : 'Neapmoketa',
  ];
  const content = `BT /F1 12 Tf 56 780 Td 16 TL ${lines.map((line) => `(${pdfText(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
