/**
 * The sidebar's interactive tools as one island (favourite, share, PDF): each island costs every
 * vehicle page a props serialisation and a render at build time, so the small ones travel together.
 * It also adds the car to the viewed-cars list (spec/shopping.md §3), since it already loads the
 * browser's stores and the page itself should not load them up front, and holds the page's toast
 * region, which shows the share and the watchlist toasts alike.
 */
import { useEffect } from 'react';
import { recordViewedCar, type ViewedCar } from '../../stores/leads.ts';
import type { Favourite } from '../../stores/favourites.ts';
import type { PdfContent } from '../../lib/pdf/vehicle-pdf.ts';
import { FavouriteButton } from '../search/FavouriteButton.tsx';
import ShareButtons from './ShareButtons.tsx';
import PdfDownload from './PdfDownload.tsx';
import Toast from '../site/Toast.tsx';

export interface SidebarActionsProps {
  favourite: Favourite | null;
  share: { url: string; carName: string; twitter: boolean };
  pdf: { slug: string; content: PdfContent } | null;
  viewed: ViewedCar;
}

export default function SidebarActions({ favourite, share, pdf, viewed }: SidebarActionsProps) {
  useEffect(() => recordViewedCar(viewed), [viewed]);
  return (
    <div className="sidebar-actions">
      {(favourite || pdf) && (
        <p className="sidebar-actions__row">
          {favourite && <FavouriteButton car={favourite} />}
          {pdf && <PdfDownload slug={pdf.slug} content={pdf.content} />}
        </p>
      )}
      <ShareButtons {...share} />
      <Toast />
    </div>
  );
}
