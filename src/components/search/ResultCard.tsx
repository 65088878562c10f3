import type { CardVehicle } from '../../lib/stock/shapes.ts';
import { Price } from '../stock/Price.tsx';
import { cardButtons, showFavouriteControl, vehicleTag } from '../../lib/search/card.ts';
import { vehicleTitle } from '../../lib/stock/display.ts';
import { valueLabel } from '../../lib/stock/value-labels.ts';
import { formatKms } from '../../lib/format/money.ts';
import { priceLabel } from '../../lib/pricing/label.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { CompareButton } from './CompareButton.tsx';
import type { CardOptions } from '../../lib/search/island-props.ts';
import { cardImage } from '../../lib/images/card-image.ts';

const CARD_PHOTO = { width: 600, height: 400 };
/** A card is the screen's width on a phone, half on a tablet, a third of the results column on a desktop. */
const CARD_WIDTHS = [300, 400, 600, 800] as const;
const CARD_SIZES = '(min-width: 992px) 360px, (min-width: 576px) 50vw, 100vw';

interface Props {
  car: CardVehicle & { collapsedSold?: number };
  options: CardOptions;
  now: Date;
  eager: boolean;
}

/** The tenant's buttons, then compare and favourite when the car may have them (§5). */
function CardActions({ car, options, title }: Pick<Props, 'car' | 'options'> & { title: string }) {
  const imageCount = car.primary_image_url ? 1 : 0;
  const favourite = showFavouriteControl(car, { enabled: options.favourites, variant: 'favourite', imageCount });
  const compare = showFavouriteControl(car, { enabled: options.compare, variant: 'compare', imageCount });
  return (
    <div className="vehicle-card__actions">
      {cardButtons(car, options.buttons, options.reservePath, options.financePath, options.reserveMinPrice).map(
        (button) => (
          <a key={button.kind} className="button button--small" href={button.href}>
            {button.label}
          </a>
        ),
      )}
      {compare && <CompareButton car={{ id: car.id, name: title, slug: car.slug }} />}
      {favourite && (
        <FavouriteButton
          car={{
            id: car.id,
            name: title,
            slug: car.slug,
            make: car.make,
            model: car.model,
            primary_image_url: car.primary_image_url,
          }}
        />
      )}
    </div>
  );
}

/** One result: photo, tag, title, price by kind, key facts, the tenant's buttons. */
export function ResultCard({ car, options, now, eager }: Props) {
  const title = vehicleTitle(car);
  const tag = vehicleTag(car, { ...options, now });
  const label = (attribute: string, value: string | null) =>
    value === null ? null : valueLabel(options.valueLabels, attribute, value);
  const facts = [
    label('car_type', car.car_type),
    car.km != null ? formatKms(car.km) : null,
    label('transmission', car.simple_transmission),
    label('fuel', car.simple_fuel),
  ];
  const photo =
    car.primary_image_url && options.image
      ? cardImage({ url: car.primary_image_url }, CARD_PHOTO, CARD_WIDTHS, options.image)
      : null;
  return (
    <li className="vehicle-card" data-vehicle-id={car.id} data-status={car.status}>
      <a href={`/cars/${car.slug}`} className="vehicle-card__link">
        {car.primary_image_url && (
          // The first photos are the page's largest paint on a phone (spec §9: "first 2 images load with priority").
          <img
            src={photo?.src ?? car.primary_image_url}
            srcSet={photo?.srcset ?? undefined}
            sizes={photo?.srcset ? CARD_SIZES : undefined}
            alt=""
            width={600}
            height={400}
            {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
          />
        )}
        {tag && (
          <span
            className={`vehicle-card__tag vehicle-card__tag--${tag.image ? 'image' : tag.tone}`}
            data-tag-kind={tag.kind}
          >
            {tag.image ? <img src={tag.image} alt={tag.text} height={32} width={96} /> : tag.text}
          </span>
        )}
        <h3 className="vehicle-card__title">{title}</h3>
      </a>
      <div className="vehicle-card__body">
        <Price car={car} noPriceText={options.noPriceText} label={priceLabel(car, options.priceLabel)} />
        <p className="vehicle-card__facts">{facts.filter(Boolean).join(' · ')}</p>
        {(options.overrideCity ?? car.city) && (
          <p className="vehicle-card__location muted">{options.overrideCity ?? car.city}</p>
        )}
        {car.collapsedSold ? (
          <p className="vehicle-card__collapsed muted">and {car.collapsedSold - 1} more recently sold</p>
        ) : null}
        <CardActions car={car} options={options} title={title} />
      </div>
    </li>
  );
}
