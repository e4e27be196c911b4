import { products } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';

/**
 * GET product/declarationPdf/{id} and hand the PDF to the browser's save flow; resolves to
 * whether it was saved (the client has shown the error otherwise).
 */
export async function downloadDeclaration(id: string): Promise<boolean> {
  const file = await api.download(products.getDeclarationPdf, { params: { id } });
  if (file === false) return false;
  saveFile(file);
  return true;
}
