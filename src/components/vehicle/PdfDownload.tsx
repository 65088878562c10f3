/** Download the car as a PDF (spec §4: 'Preparing...' with a spinner, then a file named after the car slug; §8: a failure alerts its message). */
import { useState } from 'react';
import type { PdfContent } from '../../lib/pdf/vehicle-pdf.ts';

export default function PdfDownload({ slug, content }: { slug: string; content: PdfContent }) {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      // pdf-lib is big and rarely wanted: it loads on this click only.
      const { vehiclePdf } = await import('../../lib/pdf/vehicle-pdf.ts');
      const bytes = await vehiclePdf(content);
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `${slug}.pdf` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };
  return (
    <button type="button" className="chip" disabled={preparing} aria-busy={preparing} onClick={() => void download()}>
      {preparing ? (
        <>
          <span className="spinner" aria-hidden="true" /> Preparing...
        </>
      ) : (
        'Download PDF'
      )}
    </button>
  );
}
