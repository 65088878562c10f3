/** Download the car as a PDF (spec §4: 'Preparing...' with a spinner, then a file named after the car slug; §8: a failure alerts its message). */
import { useState } from 'react';

export default function PdfDownload({ slug }: { slug: string }) {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      const response = await fetch(`/cars/${slug}.pdf`);
      if (!response.ok) throw new Error(`The PDF could not be prepared (${response.status}).`);
      const url = URL.createObjectURL(await response.blob());
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
      {preparing ? (<><span className="spinner" aria-hidden="true" /> Preparing...</>) : 'Download PDF'}
    </button>
  );
}
