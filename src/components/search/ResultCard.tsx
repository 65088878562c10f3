import type { CardVehicle } from '../../lib/stock/shapes.ts';
import { Price } from '../stock/Price.tsx';
import { cardButtons, showFavouriteControl, vehicleTag } from '../../lib/search/card.ts';
import { carTypeLabel, vehicleTitle } from '../../lib/stock/display.ts';
import { formatKms } from '../../lib/format/money.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { CompareButton } from './CompareButton.tsx';
import type { CardOptions } from '../../lib/search/island-props.ts';

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
      {cardButtons(car, options.buttons, options.reservePath, options.financePath).map((button) => (
        <a key={button.kind} className="button button--small" href={button.href}>
          {button.label}
        </a>
      ))}
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
  const facts = [
    carTypeLabel(car.car_type, options.usedLabel),
    car.km != null ? formatKms(car.km) : null,
    car.simple_transmission,
    car.simple_fuel,
  ];
  return (
    <li className="vehicle-card" data-vehicle-id={car.id} data-status={car.status}>
      <a href={`/cars/${car.slug}`} className="vehicle-card__link">
        {car.primary_image_url && (
          // The first photos are the page's largest paint on a phone (spec §9: "first 2 images load with priority").
          <img
            src={car.primary_image_url}
            alt=""
            width={600}
            height={400}
            {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
          />
        )}
        {tag && (
          <span className={`vehicle-card__tag vehicle-card__tag--${tag.tone}`} data-tag-kind={tag.kind}>
            {tag.image ? <img src={tag.image} alt={tag.text} height={24} width={72} /> : tag.text}
          </span>
        )}
        <h3 className="vehicle-card__title">{title}</h3>
      </a>
      <div className="vehicle-card__body">
        <Price car={car} noPriceText={options.noPriceText} />
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
