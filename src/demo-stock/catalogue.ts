/**
 * Demo stock data: models actually sold in Australia with approximate new drive-away prices per
 * badge (AUD), engine and dimension figures close to the real ones. Good enough to look real;
 * not a price guide.
 */
import type { BodyType } from '../lib/stock/vehicle.ts';

export type Category = 'cars' | 'trucks' | 'motorcycles' | 'caravans';
type FuelKind = 'petrol' | 'diesel' | 'hybrid' | 'plug-in hybrid' | 'electric';
type DriveKind = '4x4' | 'awd' | 'fwd' | 'rwd' | '4x2';

type Spec = {
  since: number; // first model year of this generation
  seats: number | null;
  doors: number | null;
  engine?: readonly [cc: number, cylinders: number, induction: string];
  nm: number | null; // torque
  trans: readonly [label: string, gears: number | null];
  l100?: number; // combined L/100km
  tank?: number; // litres
  gvm?: number; // kg
  dims: readonly [length: number, width: number, height: number]; // mm
  ancap?: number;
  label?: string; // body label when it is not the body type's own (motorcycles, caravans)
  /** caravans: body length, body width (mm), tare, ATM (kg), axle, sleeps */
  caravan?: readonly [length: number, width: number, tare: number, atm: number, axle: string, sleeps: number];
};

export type ModelSpec = Spec & {
  make: string;
  model: string;
  category: Category;
  body: BodyType | null;
  fuel: FuelKind | null;
  drive: DriveKind | null;
  badges: readonly (readonly [badge: string, newPrice: number])[];
};

type Badges = ModelSpec['badges'];

function car(make: string, model: string, body: BodyType, fuel: FuelKind, drive: DriveKind, spec: Spec, badges: Badges): ModelSpec {
  return { make, model, category: 'cars', body, fuel, drive, badges, ...spec };
}
function truck(make: string, model: string, spec: Spec, badges: Badges): ModelSpec {
  return { make, model, category: 'trucks', body: 'lightTruck', fuel: 'diesel', drive: 'rwd', badges, ...spec };
}
function bike(make: string, model: string, spec: Spec, badges: Badges): ModelSpec {
  return { make, model, category: 'motorcycles', body: null, fuel: 'petrol', drive: null, badges, ...spec };
}
function van(make: string, model: string, spec: Spec, badges: Badges): ModelSpec {
  return { make, model, category: 'caravans', body: null, fuel: null, drive: null, badges, ...spec, label: 'Caravan' };
}

const AUTO6 = ['6 Speed Automatic', 6] as const;
const CVT = ['Continuous Variable', null] as const;
const EV = ['Reduction Gear', 1] as const;

export const MODELS: readonly ModelSpec[] = [
  car('Toyota', 'HiLux', 'ute', 'diesel', '4x4', { since: 2016, seats: 5, doors: 4, engine: [2755, 4, 'Turbo'], nm: 500, trans: AUTO6, l100: 7.9, tank: 80, gvm: 3050, dims: [5325, 1855, 1815], ancap: 5 }, [['Workmate', 52990], ['SR', 55990], ['SR5', 64990], ['Rogue', 74990]]),
  car('Toyota', 'RAV4', 'suv', 'hybrid', 'awd', { since: 2019, seats: 5, doors: 5, engine: [2487, 4, 'Aspirated'], nm: 221, trans: CVT, l100: 4.8, tank: 55, gvm: 2180, dims: [4600, 1855, 1685], ancap: 5 }, [['GX Hybrid', 44990], ['GXL Hybrid', 49990], ['Cruiser Hybrid', 55990]]),
  car('Toyota', 'LandCruiser 300', 'suv', 'diesel', '4x4', { since: 2021, seats: 7, doors: 5, engine: [3346, 6, 'Twin Turbo'], nm: 700, trans: ['10 Speed Automatic', 10], l100: 8.9, tank: 110, gvm: 3280, dims: [4980, 1980, 1950] }, [['GX', 96990], ['GXL', 110990], ['Sahara', 140990]]),
  car('Toyota', 'Corolla', 'hatch', 'hybrid', 'fwd', { since: 2019, seats: 5, doors: 5, engine: [1798, 4, 'Aspirated'], nm: 142, trans: CVT, l100: 4.2, tank: 43, dims: [4375, 1790, 1435], ancap: 5 }, [['Ascent Sport Hybrid', 32990], ['SX Hybrid', 37990], ['ZR Hybrid', 42990]]),
  car('Toyota', 'Camry', 'sedan', 'hybrid', 'fwd', { since: 2018, seats: 5, doors: 4, engine: [2487, 4, 'Aspirated'], nm: 221, trans: CVT, l100: 4.2, tank: 50, dims: [4885, 1840, 1445], ancap: 5 }, [['Ascent Hybrid', 40990], ['SL Hybrid', 52990]]),
  car('Toyota', 'HiAce', 'van', 'diesel', 'rwd', { since: 2019, seats: 3, doors: 4, engine: [2755, 4, 'Turbo'], nm: 450, trans: AUTO6, l100: 8.4, tank: 70, gvm: 3300, dims: [5265, 1950, 1990], ancap: 5 }, [['LWB', 52990], ['SLWB', 62990]]),
  car('Ford', 'Ranger', 'ute', 'diesel', '4x4', { since: 2022, seats: 5, doors: 4, engine: [1996, 4, 'Twin Turbo'], nm: 500, trans: ['10 Speed Automatic', 10], l100: 7.6, tank: 80, gvm: 3280, dims: [5370, 1918, 1884], ancap: 5 }, [['XL', 52990], ['XLT', 64990], ['Sport', 68990], ['Wildtrak', 74990]]),
  car('Ford', 'Everest', 'suv', 'diesel', '4x4', { since: 2022, seats: 7, doors: 5, engine: [1996, 4, 'Twin Turbo'], nm: 500, trans: ['10 Speed Automatic', 10], l100: 7.1, tank: 80, gvm: 3150, dims: [4914, 1923, 1842], ancap: 5 }, [['Ambiente', 56990], ['Trend', 64990], ['Sport', 68990], ['Platinum', 82990]]),
  car('Ford', 'Mustang', 'coupe', 'petrol', 'rwd', { since: 2018, seats: 4, doors: 2, engine: [5038, 8, 'Aspirated'], nm: 567, trans: ['10 Speed Automatic', 10], l100: 13.1, tank: 61, dims: [4811, 1916, 1397] }, [['GT Fastback', 82990]]),
  car('Mazda', 'CX-5', 'suv', 'petrol', 'awd', { since: 2017, seats: 5, doors: 5, engine: [2488, 4, 'Aspirated'], nm: 252, trans: AUTO6, l100: 7.4, tank: 58, gvm: 2143, dims: [4575, 1845, 1680], ancap: 5 }, [['Maxx', 38990], ['Maxx Sport', 44990], ['Touring', 48990], ['GT SP', 53990], ['Akera', 58990]]),
  car('Mazda', 'BT-50', 'ute', 'diesel', '4x4', { since: 2020, seats: 5, doors: 4, engine: [2999, 4, 'Turbo'], nm: 450, trans: AUTO6, l100: 8.0, tank: 76, gvm: 3100, dims: [5280, 1870, 1810], ancap: 5 }, [['XT', 52990], ['XTR', 58990], ['GT', 63990], ['Thunder', 72990]]),
  car('Mazda', 'Mazda3', 'hatch', 'petrol', 'fwd', { since: 2019, seats: 5, doors: 5, engine: [1998, 4, 'Aspirated'], nm: 200, trans: AUTO6, l100: 6.2, tank: 51, dims: [4460, 1795, 1435], ancap: 5 }, [['G20 Pure', 34990], ['G25 Evolve', 38990], ['G25 Astina', 45990]]),
  car('Mazda', 'MX-5', 'convertible', 'petrol', 'rwd', { since: 2016, seats: 2, doors: 2, engine: [1998, 4, 'Aspirated'], nm: 205, trans: ['6 Speed Manual', 6], l100: 6.9, tank: 45, dims: [3915, 1735, 1235] }, [['Roadster', 45990], ['RF GT', 54990]]),
  car('Kia', 'Sportage', 'suv', 'petrol', 'fwd', { since: 2022, seats: 5, doors: 5, engine: [1999, 4, 'Aspirated'], nm: 192, trans: AUTO6, l100: 8.1, tank: 54, dims: [4660, 1865, 1665], ancap: 5 }, [['S', 36990], ['SX', 39990], ['SX+', 45990], ['GT-Line', 52990]]),
  car('Kia', 'Seltos', 'suv', 'petrol', 'fwd', { since: 2020, seats: 5, doors: 5, engine: [1999, 4, 'Aspirated'], nm: 180, trans: CVT, l100: 6.8, tank: 50, dims: [4385, 1800, 1615], ancap: 5 }, [['S', 30990], ['Sport', 33990], ['Sport+', 37990], ['GT-Line', 43990]]),
  car('Kia', 'EV6', 'suv', 'electric', 'awd', { since: 2022, seats: 5, doors: 5, nm: 605, trans: EV, dims: [4695, 1890, 1550], ancap: 5 }, [['Air', 72990], ['GT-Line', 82990], ['GT', 99990]]),
  car('Kia', 'Carnival', 'peopleMover', 'diesel', 'fwd', { since: 2021, seats: 8, doors: 5, engine: [2151, 4, 'Turbo'], nm: 440, trans: ['8 Speed Automatic', 8], l100: 6.5, tank: 72, dims: [5155, 1995, 1775], ancap: 5 }, [['S', 52990], ['Si', 57990], ['SLi', 62990], ['Platinum', 70990]]),
  car('Kia', 'Picanto', 'hatch', 'petrol', 'fwd', { since: 2017, seats: 5, doors: 5, engine: [1248, 4, 'Aspirated'], nm: 122, trans: ['4 Speed Automatic', 4], l100: 5.8, tank: 35, dims: [3595, 1595, 1485] }, [['S', 17990], ['GT-Line', 20990]]),
  car('Nissan', 'Navara', 'ute', 'diesel', '4x4', { since: 2016, seats: 5, doors: 4, engine: [2298, 4, 'Twin Turbo'], nm: 450, trans: ['7 Speed Automatic', 7], l100: 7.0, tank: 80, gvm: 3150, dims: [5260, 1850, 1840], ancap: 5 }, [['SL', 50990], ['ST', 54990], ['ST-X', 62990], ['PRO-4X', 66990]]),
  car('Nissan', 'X-Trail', 'suv', 'petrol', 'awd', { since: 2022, seats: 5, doors: 5, engine: [2488, 4, 'Aspirated'], nm: 244, trans: CVT, l100: 7.4, tank: 55, dims: [4680, 1840, 1725], ancap: 5 }, [['ST', 39990], ['ST-L', 46990], ['Ti', 52990], ['Ti-L', 56990]]),
  car('Nissan', 'Patrol', 'suv', 'petrol', '4x4', { since: 2013, seats: 8, doors: 5, engine: [5552, 8, 'Aspirated'], nm: 560, trans: ['7 Speed Automatic', 7], l100: 14.4, tank: 140, gvm: 3500, dims: [5175, 1995, 1940] }, [['Ti', 89990], ['Ti-L', 101990]]),
  car('Mitsubishi', 'Triton', 'ute', 'diesel', '4x4', { since: 2019, seats: 5, doors: 4, engine: [2442, 4, 'Twin Turbo'], nm: 470, trans: AUTO6, l100: 7.7, tank: 75, gvm: 3200, dims: [5320, 1865, 1795], ancap: 5 }, [['GLX', 45990], ['GLX+', 51990], ['GLS', 57990], ['GSR', 63990]]),
  car('Mitsubishi', 'Outlander', 'suv', 'plug-in hybrid', 'awd', { since: 2022, seats: 5, doors: 5, engine: [2360, 4, 'Aspirated'], nm: 255, trans: EV, l100: 1.5, tank: 56, dims: [4710, 1860, 1745], ancap: 5 }, [['ES PHEV', 57990], ['Aspire PHEV', 62990], ['Exceed PHEV', 68990]]),
  car('Mitsubishi', 'ASX', 'suv', 'petrol', 'fwd', { since: 2017, seats: 5, doors: 5, engine: [1998, 4, 'Aspirated'], nm: 197, trans: CVT, l100: 7.7, tank: 63, dims: [4365, 1810, 1640] }, [['LS', 29990], ['Exceed', 35990]]),
  car('MG', 'ZS EV', 'suv', 'electric', 'fwd', { since: 2021, seats: 5, doors: 5, nm: 280, trans: EV, dims: [4323, 1809, 1649], ancap: 5 }, [['Excite', 43990], ['Essence', 47990]]),
  car('MG', 'MG4', 'hatch', 'electric', 'rwd', { since: 2023, seats: 5, doors: 5, nm: 250, trans: EV, dims: [4287, 1836, 1504], ancap: 5 }, [['Excite 51', 35990], ['Essence 64', 42990], ['XPOWER', 59990]]),
  car('MG', 'HS', 'suv', 'petrol', 'fwd', { since: 2019, seats: 5, doors: 5, engine: [1490, 4, 'Turbo'], nm: 250, trans: ['7 Speed Dual Clutch', 7], l100: 7.3, tank: 55, dims: [4574, 1876, 1664], ancap: 5 }, [['Vibe', 33990], ['Excite', 36990], ['Essence', 42990]]),
  car('Hyundai', 'i30', 'hatch', 'petrol', 'fwd', { since: 2017, seats: 5, doors: 5, engine: [1999, 4, 'Aspirated'], nm: 192, trans: AUTO6, l100: 7.3, tank: 50, dims: [4340, 1795, 1455], ancap: 5 }, [['Active', 29990], ['Elite', 33990], ['N Line', 36990]]),
  car('Hyundai', 'i30 Sedan', 'sedan', 'petrol', 'fwd', { since: 2021, seats: 5, doors: 4, engine: [1999, 4, 'Aspirated'], nm: 192, trans: CVT, l100: 6.1, tank: 47, dims: [4675, 1825, 1415], ancap: 5 }, [['Active', 30990], ['Elite', 35990], ['N Line', 38990]]),
  car('Hyundai', 'Tucson', 'suv', 'petrol', 'fwd', { since: 2021, seats: 5, doors: 5, engine: [1999, 4, 'Aspirated'], nm: 192, trans: AUTO6, l100: 8.1, tank: 54, dims: [4630, 1865, 1665], ancap: 5 }, [['Elite', 45990], ['N Line', 48990], ['Highlander', 52990]]),
  car('Hyundai', 'Staria', 'peopleMover', 'diesel', 'awd', { since: 2021, seats: 8, doors: 5, engine: [2199, 4, 'Turbo'], nm: 440, trans: ['8 Speed Automatic', 8], l100: 8.2, tank: 75, dims: [5253, 1997, 1990] }, [['Elite', 62990], ['Highlander', 70990]]),
  car('Tesla', 'Model 3', 'sedan', 'electric', 'rwd', { since: 2019, seats: 5, doors: 4, nm: 420, trans: EV, dims: [4720, 1850, 1441], ancap: 5 }, [['Rear-Wheel Drive', 54990], ['Long Range', 66990], ['Performance', 79990]]),
  car('Tesla', 'Model Y', 'suv', 'electric', 'awd', { since: 2022, seats: 5, doors: 5, nm: 420, trans: EV, dims: [4751, 1921, 1624], ancap: 5 }, [['Rear-Wheel Drive', 58990], ['Long Range', 69990]]),
  car('BYD', 'Atto 3', 'suv', 'electric', 'fwd', { since: 2022, seats: 5, doors: 5, nm: 310, trans: EV, dims: [4455, 1875, 1615], ancap: 5 }, [['Standard Range', 44990], ['Extended Range', 47990]]),
  car('BYD', 'Seal', 'sedan', 'electric', 'rwd', { since: 2023, seats: 5, doors: 4, nm: 360, trans: EV, dims: [4800, 1875, 1460], ancap: 5 }, [['Dynamic', 49990], ['Premium', 58990], ['Performance', 69990]]),
  car('BYD', 'Shark 6', 'ute', 'plug-in hybrid', '4x4', { since: 2024, seats: 5, doors: 4, engine: [1498, 4, 'Turbo'], nm: 650, trans: EV, l100: 2.0, tank: 60, dims: [5457, 1971, 1925], ancap: 5 }, [['Premium', 57900]]),
  car('Isuzu', 'D-Max', 'ute', 'diesel', '4x4', { since: 2020, seats: 5, doors: 4, engine: [2999, 4, 'Turbo'], nm: 450, trans: AUTO6, l100: 8.0, tank: 76, gvm: 3100, dims: [5265, 1870, 1790], ancap: 5 }, [['SX', 48990], ['LS-U', 57990], ['X-Terrain', 68990]]),
  car('Isuzu', 'MU-X', 'suv', 'diesel', '4x4', { since: 2021, seats: 7, doors: 5, engine: [2999, 4, 'Turbo'], nm: 450, trans: AUTO6, l100: 8.3, tank: 80, dims: [4850, 1870, 1825], ancap: 5 }, [['LS-M', 53990], ['LS-U', 58990], ['LS-T', 66990]]),
  car('Subaru', 'Outback', 'wagon', 'petrol', 'awd', { since: 2021, seats: 5, doors: 5, engine: [2498, 4, 'Aspirated'], nm: 252, trans: CVT, l100: 7.3, tank: 63, dims: [4870, 1875, 1675], ancap: 5 }, [['AWD', 45990], ['Sport', 49990], ['Touring', 54990]]),
  car('Subaru', 'Forester', 'suv', 'petrol', 'awd', { since: 2018, seats: 5, doors: 5, engine: [2498, 4, 'Aspirated'], nm: 239, trans: CVT, l100: 7.4, tank: 63, dims: [4640, 1815, 1730], ancap: 5 }, [['2.5i', 38990], ['2.5i-S', 47990]]),
  car('Volkswagen', 'Amarok', 'ute', 'diesel', '4x4', { since: 2023, seats: 5, doors: 4, engine: [1996, 4, 'Twin Turbo'], nm: 500, trans: ['10 Speed Automatic', 10], l100: 7.5, tank: 80, gvm: 3280, dims: [5350, 1910, 1888], ancap: 5 }, [['Core', 58990], ['Style', 66990], ['PanAmericana', 76990], ['Aventura', 80990]]),
  car('Volkswagen', 'Golf', 'hatch', 'petrol', 'fwd', { since: 2021, seats: 5, doors: 5, engine: [1395, 4, 'Turbo'], nm: 250, trans: ['8 Speed Automatic', 8], l100: 5.8, tank: 50, dims: [4282, 1789, 1456], ancap: 5 }, [['110TSI Life', 38990], ['R-Line', 45990], ['GTI', 56990]]),
  car('Jeep', 'Wrangler', 'suv', 'petrol', '4x4', { since: 2018, seats: 5, doors: 5, engine: [3605, 6, 'Aspirated'], nm: 347, trans: ['8 Speed Automatic', 8], l100: 9.6, tank: 81, dims: [4882, 1894, 1838] }, [['Sport S', 79990], ['Rubicon', 96990]]),
  car('Chery', 'Omoda 5', 'suv', 'petrol', 'fwd', { since: 2023, seats: 5, doors: 5, engine: [1498, 4, 'Turbo'], nm: 230, trans: CVT, l100: 6.9, tank: 51, dims: [4400, 1830, 1588], ancap: 5 }, [['BX', 29990], ['EX', 33990]]),
  car('Suzuki', 'Swift', 'hatch', 'petrol', 'fwd', { since: 2017, seats: 5, doors: 5, engine: [1197, 4, 'Aspirated'], nm: 120, trans: CVT, l100: 4.8, tank: 37, dims: [3845, 1735, 1495] }, [['GL Navigator', 22990], ['Sport', 29990]]),
  car('Suzuki', 'Jimny', 'suv', 'petrol', '4x4', { since: 2018, seats: 4, doors: 3, engine: [1462, 4, 'Aspirated'], nm: 130, trans: ['4 Speed Automatic', 4], l100: 6.9, tank: 40, dims: [3645, 1645, 1720] }, [['GLX', 34990], ['XL', 36990]]),
  car('RAM', '1500', 'ute', 'petrol', '4x4', { since: 2019, seats: 5, doors: 4, engine: [5654, 8, 'Aspirated'], nm: 556, trans: ['8 Speed Automatic', 8], l100: 12.2, tank: 98, gvm: 3450, dims: [5916, 2085, 1971] }, [['Express', 99950], ['Laramie', 139950]]),
  truck('Isuzu', 'NPR', { since: 2015, seats: 3, doors: 2, engine: [5193, 4, 'Turbo'], nm: 513, trans: ['6 Speed Automated Manual', 6], l100: 14, tank: 100, gvm: 7500, dims: [6960, 2040, 2300] }, [['45-155 AMT', 89990], ['75-190 AMT', 104990]]),
  truck('Isuzu', 'FRR', { since: 2015, seats: 3, doors: 2, engine: [5193, 4, 'Turbo'], nm: 627, trans: ['6 Speed Automated Manual', 6], l100: 18, tank: 200, gvm: 11000, dims: [8550, 2255, 2580] }, [['107-210 AMT', 139990]]),
  truck('Fuso', 'Canter', { since: 2016, seats: 3, doors: 2, engine: [2998, 4, 'Turbo'], nm: 370, trans: ['6 Speed Dual Clutch', 6], l100: 12, tank: 100, gvm: 4500, dims: [6150, 1995, 2255] }, [['515 Wide Cab', 84990], ['615 Wide Cab', 89990]]),
  bike('Yamaha', 'MT-07', { since: 2018, seats: 2, doors: null, engine: [689, 2, 'Aspirated'], nm: 67, trans: ['6 Speed Manual', 6], l100: 4.2, tank: 13, dims: [2085, 780, 1105], label: 'Naked' }, [['LAMS', 11999], ['Standard', 12499]]),
  bike('Yamaha', 'Tenere 700', { since: 2020, seats: 2, doors: null, engine: [689, 2, 'Aspirated'], nm: 68, trans: ['6 Speed Manual', 6], l100: 4.3, tank: 16, dims: [2370, 905, 1455], label: 'Adventure' }, [['Standard', 17999], ['World Raid', 22999]]),
  bike('Honda', 'CB650R', { since: 2019, seats: 2, doors: null, engine: [649, 4, 'Aspirated'], nm: 63, trans: ['6 Speed Manual', 6], l100: 5, tank: 15, dims: [2120, 780, 1075], label: 'Naked' }, [['Standard', 14999], ['E-Clutch', 15999]]),
  bike('Kawasaki', 'Ninja 400', { since: 2018, seats: 2, doors: null, engine: [399, 2, 'Aspirated'], nm: 37, trans: ['6 Speed Manual', 6], l100: 4, tank: 14, dims: [1990, 710, 1120], label: 'Sports' }, [['ABS', 8499], ['KRT Edition', 8799]]),
  van('Jayco', 'Journey', { since: 2018, seats: null, doors: 1, nm: null, trans: ['', null], dims: [8200, 2490, 3100], caravan: [6580, 2490, 2460, 3000, 'Tandem', 4] }, [['19.61-2 Outback', 79990], ['21.66-3 Outback', 84990]]),
  van('Jayco', 'Starcraft', { since: 2018, seats: null, doors: 1, nm: null, trans: ['', null], dims: [7100, 2440, 2950], caravan: [5490, 2440, 1950, 2450, 'Tandem', 3] }, [['17.55-2', 57990], ['19.61-3', 66990]]),
  van('Jayco', 'Silverline', { since: 2019, seats: null, doors: 1, nm: null, trans: ['', null], dims: [8600, 2490, 3150], caravan: [6850, 2490, 2900, 3500, 'Tandem', 3] }, [['21.66-3 Outback', 109990]]),
  van('New Age', 'Manta Ray', { since: 2018, seats: null, doors: 1, nm: null, trans: ['', null], dims: [8000, 2450, 3050], caravan: [6100, 2450, 2600, 3200, 'Tandem', 4] }, [['19ER', 89990], ['21RE', 96990]]),
];

/** World manufacturer identifiers used to start demo VINs. */
export const WMI: Readonly<Record<string, string>> = {
  Toyota: 'MR0', Ford: 'MNA', Mazda: 'JM0', Kia: 'KNA', Nissan: 'MNT', Mitsubishi: 'MMA', MG: 'LSJ',
  Hyundai: 'KMH', Tesla: 'LRW', BYD: 'LGX', Isuzu: 'JAA', Subaru: 'JF1', Volkswagen: 'WV1', Jeep: '1C4',
  Chery: 'LVV', Suzuki: 'JS2', RAM: '3C6', Fuso: 'JLF', Yamaha: 'JYA', Honda: 'JH2', Kawasaki: 'JKA',
  Jayco: '6T9', 'New Age': '6K9',
};

/** Exterior colours: name and fill; the lowercased name is the image name's colour part. */
export const COLOURS: readonly (readonly [name: string, hex: string])[] = [
  ['White', '#f2f3f5'], ['Silver', '#b9bec4'], ['Grey', '#62676f'], ['Black', '#1d1f23'], ['Blue', '#1f4e9c'],
  ['Red', '#b3202a'], ['Green', '#3d6b4a'], ['Orange', '#d8691f'], ['Bronze', '#8a6a4a'],
];

export const INTERIORS: readonly (readonly [name: string, key: string])[] = [
  ['Black Cloth', 'black'], ['Black Leather', 'black'], ['Grey Cloth', 'grey'], ['Tan Leather', 'tan'],
];
