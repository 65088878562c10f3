/**
 * The manufacturer list (spec/site.md §3 Manufacturer: name, slug, logo.url that may be null; "the
 * static list has about 150"): the makes Australian dealers sell, as cars, trucks, motorcycles and
 * caravans. Compiled for this project: slugs follow the npm dataset @avto-dev/vehicle-logotypes
 * (MIT) wherever it has the make, and that dataset supplies the logos (src/pipeline/
 * manufacturer-logos.ts); names are spelt as Australian stock feeds spell them (Mercedes-Benz, RAM).
 * The makes the dataset lacks (most motorcycle and caravan makes, Fuso, LDV…) are named from the
 * manufacturers' own Australian sites and have no logo (null).
 */
import type { StockCategory } from '../tenant/dealer.ts';

export type Manufacturer = { slug: string; name: string; category: StockCategory };

const list = (category: StockCategory, entries: string): Manufacturer[] =>
  entries
    .trim()
    .split(/\s*;\s*/)
    .map((entry) => {
      const [slug, name] = entry.split('=');
      return { slug: slug!.trim(), name: name!.trim(), category };
    });

const MANUFACTURERS: readonly Manufacturer[] = [
  ...list(
    'cars',
    `
    abarth=Abarth; alfa-romeo=Alfa Romeo; alpine=Alpine; aston-martin=Aston Martin; audi=Audi; bentley=Bentley;
    bmw=BMW; byd=BYD; cadillac=Cadillac; caterham=Caterham; chery=Chery; chevrolet=Chevrolet; chrysler=Chrysler;
    citroen=Citroen; cupra=Cupra; daihatsu=Daihatsu; datsun=Datsun; deepal=Deepal; dodge=Dodge; ferrari=Ferrari;
    fiat=Fiat; ford=Ford; foton=Foton; fpv=FPV; gac=GAC; geely=Geely; genesis=Genesis; gmc=GMC;
    great-wall=Great Wall; gwm=GWM; haval=Haval; holden=Holden; honda=Honda; hsv=HSV; hyundai=Hyundai; ineos=Ineos;
    infiniti=Infiniti; isuzu=Isuzu; isuzu-ute=Isuzu UTE; jaecoo=Jaecoo; jaguar=Jaguar; jeep=Jeep; kgm=KGM; kia=Kia;
    lamborghini=Lamborghini; land-rover=Land Rover; ldv=LDV; leapmotor=Leapmotor; lexus=Lexus; lotus=Lotus;
    lynk-and-co=Lynk & Co; mahindra=Mahindra; maserati=Maserati; mazda=Mazda; mclaren=McLaren;
    mercedes-benz=Mercedes-Benz; mg=MG; mini=Mini; mitsubishi=Mitsubishi; morgan=Morgan; nissan=Nissan;
    omoda=Omoda; peugeot=Peugeot; polestar=Polestar; porsche=Porsche; proton=Proton; ram=RAM; renault=Renault;
    rolls-royce=Rolls-Royce; skoda=Skoda; smart=Smart; ssangyong=SsangYong; subaru=Subaru; suzuki=Suzuki;
    tank=Tank; tesla=Tesla; toyota=Toyota; volkswagen=Volkswagen; volvo=Volvo; xpeng=Xpeng; zeekr=Zeekr;
    maxus=Maxus; skywell=Skywell
  `,
  ),
  ...list(
    'trucks',
    `
    daf=DAF; dennis-eagle=Dennis Eagle; freightliner=Freightliner; fuso=Fuso; hino=Hino;
    international-trucks=International; isuzu-trucks=Isuzu Trucks; iveco=Iveco; kenworth=Kenworth; mack=Mack;
    man=MAN; mercedes-benz-trucks=Mercedes-Benz Trucks; scania=Scania; ud-trucks=UD Trucks;
    volvo-trucks=Volvo Trucks; western-star=Western Star
  `,
  ),
  ...list(
    'motorcycles',
    `
    aprilia=Aprilia; benelli=Benelli; bmw-motorrad=BMW Motorrad; can-am=Can-Am; cfmoto=CFMOTO; ducati=Ducati;
    gasgas=GasGas; harley-davidson=Harley-Davidson; honda-motorcycles=Honda Motorcycles; husqvarna=Husqvarna;
    indian=Indian; kawasaki=Kawasaki; ktm=KTM; moto-guzzi=Moto Guzzi; mv-agusta=MV Agusta; piaggio=Piaggio;
    polaris=Polaris; royal-enfield=Royal Enfield; suzuki-motorcycles=Suzuki Motorcycles; sur-ron=Sur-Ron;
    triumph=Triumph; vespa=Vespa; yamaha=Yamaha; beta=Beta
  `,
  ),
  ...list(
    'caravans',
    `
    avan=Avan; bushtracker=Bushtracker; coromal=Coromal; crusader=Crusader; jayco=Jayco; jb-caravans=JB Caravans;
    kedron=Kedron; lotus-caravans=Lotus Caravans; new-age=New Age; regent=Regent; roadstar=Roadstar;
    royal-flair=Royal Flair; snowy-river=Snowy River; sunliner=Sunliner; supreme=Supreme; trakmaster=Trakmaster;
    windsor=Windsor; winnebago=Winnebago; zone-rv=Zone RV; design-rv=Design RV; goldstream=Goldstream RV
  `,
  ),
];

const bySlug = new Map(MANUFACTURERS.map((m) => [m.slug, m]));

export function manufacturerBySlug(slug: string): Manufacturer | undefined {
  return bySlug.get(slug);
}
