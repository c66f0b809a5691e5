import { describe, expect, it } from 'vitest';
import {
  filtersQuery,
  listModels,
  parseFilters,
  parsePayment,
  paymentKey,
  type Catalogue,
  type Device,
} from '@/features/devices/device-data';

const device = (over: Partial<Device>): Device => ({
  sku: 'X',
  skuUrl: 'x',
  family: 'f',
  category: 'phone',
  name: 'Phone 128 GB',
  brand: 'Brand',
  colour: 'Juoda',
  colourHex: '#000000',
  memory: '128 GB',
  imageUrl: '/x.svg',
  price: 100,
  oldPrice: null,
  monthlyPrice: null,
  isEsim: false,
  inStock: true,
  priority: 1,
  ...over,
});
const catalogue = (devices: Device[], inStock: Record<string, boolean | null>): Catalogue => ({ devices, inStock });

describe('Devices filters in the address', () => {
  it('reads known values and drops the rest; writes back only what is not the default', () => {
    const filters = parseFilters(new URLSearchParams('category=watch&brand=%20Apple%20&esim=1&stock=0&sort=price-desc&x=1'));
    expect(filters).toEqual({ category: 'watch', brand: 'Apple', esim: true, stock: false, sort: 'price-desc' });
    expect(filtersQuery(filters)).toEqual({ category: 'watch', brand: 'Apple', esim: '1', sort: 'price-desc' });
    expect(parseFilters(new URLSearchParams('category=toaster&sort=random'))).toEqual({
      category: null,
      brand: null,
      esim: false,
      stock: false,
      sort: 'recommended',
    });
    expect(filtersQuery(parseFilters(new URLSearchParams('')))).toEqual({});
  });

  it('keeps a leasing choice only when that term is offered', () => {
    const offers = [{ months: 12, monthlyPayment: 10, total: 120, annualInterestRate: 0 }];
    expect(parsePayment('leasing-12', offers)).toEqual({ requestType: 1, months: 12 });
    expect(parsePayment('leasing-24', offers)).toEqual({ requestType: 0 });
    expect(parsePayment(null, offers)).toEqual({ requestType: 0 });
    expect(paymentKey({ requestType: 1, months: 12 })).toBe('leasing-12');
    expect(paymentKey({ requestType: 0 })).toBe('full');
  });
});

describe('listModels', () => {
  const black = device({
    sku: 'A-BLK',
    skuUrl: 'a-juodas',
    family: 'a',
    colour: 'Juoda',
    price: 500,
    oldPrice: 550,
    monthlyPrice: 25,
    priority: 2,
  });
  const blue = device({ sku: 'A-BLU', skuUrl: 'a-melynas', family: 'a', colour: 'Mėlyna', price: 480, monthlyPrice: 22, priority: 2 });
  const big = device({ sku: 'A-256', skuUrl: 'a-256', family: 'a', memory: '256 GB', name: 'Phone 256 GB', price: 600, priority: 3 });
  const cheap = device({
    sku: 'B',
    skuUrl: 'b',
    family: 'b',
    name: 'Basic',
    brand: 'Other',
    price: 20,
    priority: 9,
    isEsim: true,
    category: 'accessory',
  });

  it('makes one card per model and memory, with its colours, lowest price and lowest monthly payment', () => {
    const cards = listModels(
      catalogue([big, black, blue, cheap], { 'A-BLK': false, 'A-BLU': true, 'A-256': true, B: false }),
      parseFilters(new URLSearchParams()),
      'lt',
    );
    expect(cards.map((card) => card.name)).toEqual(['Phone 128 GB', 'Phone 256 GB', 'Basic']);
    expect(cards[0]).toMatchObject({ price: 480, priceFrom: true, oldPrice: null, monthlyPrice: 22, inStock: true, skuUrl: 'a-melynas' });
    expect(cards[0]!.colours.map((colour) => colour.name)).toEqual(['Juoda', 'Mėlyna']);
    expect(cards[2]).toMatchObject({ inStock: false, priceFrom: false });
  });

  it('links to the first variant in stock, and knows when stock is unknown', () => {
    const [card] = listModels(catalogue([black, blue], { 'A-BLK': null, 'A-BLU': false }), parseFilters(new URLSearchParams()), 'lt');
    expect(card).toMatchObject({ skuUrl: 'a-juodas', inStock: null });
  });

  it('filters by category, brand (any case), eSIM and stock, and sorts', () => {
    const all = catalogue([black, blue, big, cheap], { 'A-BLK': true, 'A-BLU': true, 'A-256': false, B: true });
    const names = (query: string) => listModels(all, parseFilters(new URLSearchParams(query)), 'lt').map((card) => card.name);
    expect(names('category=accessory')).toEqual(['Basic']);
    expect(names('brand=other')).toEqual(['Basic']);
    expect(names('esim=1')).toEqual(['Basic']);
    expect(names('stock=1')).toEqual(['Phone 128 GB', 'Basic']);
    expect(names('sort=price-asc')).toEqual(['Basic', 'Phone 128 GB', 'Phone 256 GB']);
    expect(names('sort=price-desc')).toEqual(['Phone 256 GB', 'Phone 128 GB', 'Basic']);
    expect(names('sort=name')).toEqual(['Basic', 'Phone 128 GB', 'Phone 256 GB']);
  });
});
