import { text, type Text } from './i18n';

export interface ShopStockState {
  shopId: number;
  name: string;
  address: string;
  quantity: number;
}

export interface DeviceState {
  sku: string;
  skuUrl: string;
  name: string;
  brand: string;
  price: number;
  oldPrice: number | null;
  /** 24-month leasing payment; null when leasing is not offered. */
  monthlyPrice: number | null;
  isEsim: boolean;
  description: Text;
  specifications: { name: Text; value: string }[];
  eshopStock: number;
  shops: ShopStockState[];
}

const VILNIUS = { shopId: 1, name: 'Pulsas Akropolis', address: 'Ozo g. 25, Vilnius' };
const KAUNAS = { shopId: 2, name: 'Pulsas Mega', address: 'Islandijos pl. 32, Kaunas' };
const KLAIPEDA = { shopId: 3, name: 'Pulsas Akropolis Klaipėda', address: 'Taikos pr. 61, Klaipėda' };

function specs(screen: string, memory: string, battery: string): DeviceState['specifications'] {
  return [
    { name: text('Ekranas', 'Display', 'Экран'), value: screen },
    { name: text('Atmintis', 'Storage', 'Память'), value: memory },
    { name: text('Baterija', 'Battery', 'Батарея'), value: battery },
  ];
}

/** Devices for sale; one is sold out everywhere and one is only in the e-shop. */
export function createDevices(): DeviceState[] {
  return [
    { sku: 'APL-IP15-128-BLK', skuUrl: 'apple-iphone-15-128gb-juodas', name: 'Apple iPhone 15 128 GB', brand: 'Apple',
      price: 799, oldPrice: 879, monthlyPrice: 33.29, isEsim: true, eshopStock: 14,
      shops: [{ ...VILNIUS, quantity: 3 }, { ...KAUNAS, quantity: 1 }, { ...KLAIPEDA, quantity: 0 }],
      description: text('<p>Dinaminė sala ir 48 MP kamera.</p>', '<p>Dynamic Island and a 48 MP camera.</p>', '<p>Dynamic Island и камера 48 Мп.</p>'),
      specifications: specs('6,1" OLED', '128 GB', '3349 mAh') },
    { sku: 'SMS-A55-128-BLU', skuUrl: 'samsung-galaxy-a55-128gb-melynas', name: 'Samsung Galaxy A55 128 GB', brand: 'Samsung',
      price: 399, oldPrice: null, monthlyPrice: 16.63, isEsim: true, eshopStock: 0,
      shops: [{ ...VILNIUS, quantity: 2 }, { ...KAUNAS, quantity: 0 }, { ...KLAIPEDA, quantity: 1 }],
      description: text('<p>Atsparus vandeniui, 5000 mAh baterija.</p>', '<p>Water resistant, 5000 mAh battery.</p>', '<p>Водостойкий, батарея 5000 мАч.</p>'),
      specifications: specs('6,6" Super AMOLED', '128 GB', '5000 mAh') },
    { sku: 'XIA-RN13-256-GRN', skuUrl: 'xiaomi-redmi-note-13-256gb-zalias', name: 'Xiaomi Redmi Note 13 256 GB', brand: 'Xiaomi',
      price: 229, oldPrice: 259, monthlyPrice: null, isEsim: false, eshopStock: 7, shops: [],
      description: text('<p>108 MP kamera už gerą kainą.</p>', '<p>A 108 MP camera at a good price.</p>', '<p>Камера 108 Мп по хорошей цене.</p>'),
      specifications: specs('6,67" AMOLED', '256 GB', '5000 mAh') },
    { sku: 'NOK-105-BLK', skuUrl: 'nokia-105-juodas', name: 'Nokia 105', brand: 'Nokia',
      price: 24.99, oldPrice: null, monthlyPrice: null, isEsim: false, eshopStock: 0,
      shops: [{ ...VILNIUS, quantity: 0 }],
      description: text('<p>Paprastas telefonas su ilgai veikiančia baterija.</p>', '<p>A simple phone with a long-lasting battery.</p>', '<p>Простой телефон с долгой батареей.</p>'),
      specifications: specs('1,8"', '4 MB', '1000 mAh') },
  ];
}

export function stockOf(device: DeviceState): number {
  return device.eshopStock + device.shops.reduce((sum, shop) => sum + shop.quantity, 0);
}
