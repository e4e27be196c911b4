import { products as contract } from '@portal/contract';
import type { Page } from '../../db/paging';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { renderPdf } from '../../infra/pdf';
import type { CatalogueRepository } from './catalogue.repository';
import type { DeclarationRow, DeclarationsRepository } from './declarations.repository';
import { declarationReference, formatUkDate, formatUkDateTime } from './declarations.format';
import { canReadDeclaration } from './products.policy';

const packOf = (d: DeclarationRow) =>
  d.packSize === null || d.packUnit === null
    ? null
    : { size: d.packSize, unit: d.packUnit as contract.PackUnit };

const toDeclaration = (d: DeclarationRow): contract.Declaration => ({
  _id: d.id,
  reference: declarationReference(d.referenceNumber, d.createdAt),
  product: { _id: d.productId, name: d.productName },
  pack: packOf(d),
  prescriberName: d.prescriberName,
  registrationNumber: d.registrationNumber,
  quantity: d.quantity,
  indication: d.indication,
  patientReference: d.patientReference,
  signature: d.signature,
  date: d.declaredOn,
  createdAt: d.createdAt.toISOString(),
});

/** Prescribers' declarations and their PDFs, each readable by its author (and admins) only. */
export function createDeclarationsService(deps: {
  repo: DeclarationsRepository;
  catalogue: CatalogueRepository;
  declarationText: string;
  now: () => Date;
}) {
  const { repo } = deps;

  async function readable(user: SessionUser, id: string): Promise<DeclarationRow> {
    const d = await repo.find(id);
    // Someone else's declaration is "not found": its existence is not theirs to learn.
    if (!d || !canReadDeclaration(user, d)) throw notFound('Declaration');
    return d;
  }

  return {
    async create(
      user: SessionUser,
      body: contract.CreateDeclarationBody,
    ): Promise<contract.Declaration> {
      if (!(await deps.catalogue.find(body.productId))) throw notFound('Product');
      const pack = (await deps.catalogue.packs(body.productId)).find((p) => p.id === body.packId);
      if (!pack) {
        const message = 'Choose one of this product’s pack sizes';
        throw badRequest(message, { packId: message });
      }
      const id = await repo.insert({
        userId: user._id,
        productId: body.productId,
        packSize: pack.size,
        packUnit: pack.unit,
        prescriberName: body.prescriberName,
        registrationNumber: body.registrationNumber,
        quantity: body.quantity,
        indication: body.indication,
        patientReference: body.patientReference,
        signature: body.signature,
        declaredOn: body.date,
        createdAt: deps.now(),
      });
      return toDeclaration((await repo.find(id))!);
    },

    async list(
      user: SessionUser,
      q: { limit: number; skip: number; productId?: string | undefined },
    ): Promise<Page<contract.Declaration>> {
      const page = await repo.pageOf(user._id, q);
      return { rows: page.rows.map(toDeclaration), total: page.total };
    },

    /** The PDF, made from the stored declaration (never from a request). */
    async pdf(user: SessionUser, id: string) {
      const d = await readable(user, id);
      const reference = declarationReference(d.referenceNumber, d.createdAt);
      const pack = packOf(d);
      const body = await renderPdf({
        title: 'Prescriber’s declaration',
        subtitle: `${d.productName} · ${reference}`,
        sections: [
          {
            heading: 'Prescriber',
            paragraphs: [
              `Name: ${d.prescriberName}`,
              `Professional registration number: ${d.registrationNumber}`,
            ],
          },
          {
            heading: 'Prescription',
            paragraphs: [
              `Product: ${d.productName}`,
              ...(pack ? [`Pack size: ${contract.formatPackSize(pack.size, pack.unit)}`] : []),
              `Quantity: ${d.quantity}`,
              `Clinical indication: ${d.indication}`,
              `Patient reference: ${d.patientReference}`,
            ],
          },
          {
            heading: 'Declaration',
            paragraphs: [
              deps.declarationText,
              `Signed: ${d.signature}`,
              `Date: ${formatUkDate(d.declaredOn)}`,
            ],
          },
        ],
        footer: `Pharma Portal declaration ${reference}, recorded ${formatUkDateTime(d.createdAt)}`,
      });
      const safeName = d.productName.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '');
      return {
        body,
        contentType: 'application/pdf',
        fileName: `${reference}-${safeName}.pdf`,
      };
    },
  };
}

export type DeclarationsService = ReturnType<typeof createDeclarationsService>;
