/**
 * The sidebar's interactive tools as one island (favourite, share, PDF): each island costs every
 * vehicle page a props serialisation and a render at build time, so the small ones travel together.
 */
import type { Favourite } from '../../stores/favourites.ts';
import type { PdfContent } from '../../lib/pdf/vehicle-pdf.ts';
import { FavouriteButton } from '../search/FavouriteButton.tsx';
import ShareButtons from './ShareButtons.tsx';
import PdfDownload from './PdfDownload.tsx';

export interface SidebarActionsProps {
  favourite: Favourite | null;
  share: { url: string; carName: string; twitter: boolean };
  pdf: { slug: string; content: PdfContent } | null;
}

export default function SidebarActions({ favourite, share, pdf }: SidebarActionsProps) {
  return (
    <div className="sidebar-actions">
      {(favourite || pdf) && (
        <p className="sidebar-actions__row">
          {favourite && <FavouriteButton car={favourite} />}
          {pdf && <PdfDownload slug={pdf.slug} content={pdf.content} />}
        </p>
      )}
      <ShareButtons {...share} />
    </div>
  );
}
