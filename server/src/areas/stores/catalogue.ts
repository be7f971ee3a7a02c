import type { Attribute, Category } from '@sofra/contracts/stores/categories.calls';

/** An entry in both languages of the portal; `name` stays the Turkish one, as clients before `names` read it. */
const entry = (id: string, tr: string, en: string): Attribute => ({ id, name: tr, names: { tr, en } });
const category = (id: string, tr: string, en: string, subCategories: Attribute[]): Category => ({
  ...entry(id, tr, en),
  subCategories,
});

/**
 * The venue catalogue a store chooses its main category, sub-categories and attributes from (store
 * settings). Ids are stable (stores keep them); every name is given in Turkish and English, and the portal shows
 * the one of its language.
 */
export const categories: Category[] = [
  category('restaurant', 'Restoran', 'Restaurant', [
    entry('turkish-cuisine', 'Türk mutfağı', 'Turkish cuisine'),
    entry('kebab', 'Kebap ve ocakbaşı', 'Kebab and grill'),
    entry('seafood', 'Balık ve deniz ürünleri', 'Fish and seafood'),
    entry('meyhane', 'Meyhane', 'Meyhane (Turkish tavern)'),
    entry('home-cooking', 'Ev yemekleri', 'Home cooking'),
    entry('world-cuisine', 'Dünya mutfağı', 'World cuisine'),
    entry('pizza', 'Pizza', 'Pizza'),
    entry('burger', 'Burger', 'Burger'),
    entry('vegan', 'Vegan ve vejetaryen', 'Vegan and vegetarian'),
  ]),
  category('cafe', 'Kafe', 'Café', [
    entry('coffee', 'Kahve', 'Coffee'),
    entry('breakfast', 'Kahvaltı', 'Breakfast'),
    entry('patisserie', 'Pastane', 'Patisserie'),
    entry('tea-garden', 'Çay bahçesi', 'Tea garden'),
    entry('dessert', 'Tatlıcı', 'Desserts'),
  ]),
  category('bar', 'Bar', 'Bar', [
    entry('pub', 'Pub', 'Pub'),
    entry('cocktail', 'Kokteyl bar', 'Cocktail bar'),
    entry('wine', 'Şarap evi', 'Wine bar'),
  ]),
  category('fast-food', 'Hızlı servis', 'Fast food', [
    entry('doner', 'Döner', 'Döner'),
    entry('pide-lahmacun', 'Pide ve lahmacun', 'Pide and lahmacun'),
    entry('street-food', 'Sokak lezzetleri', 'Street food'),
  ]),
  category('bakery', 'Fırın', 'Bakery', [
    entry('bread', 'Ekmek ve simit', 'Bread and simit'),
    entry('borek', 'Börek', 'Börek'),
  ]),
];

export const attributes: Attribute[] = [
  entry('wifi', 'Wi-Fi', 'Wi-Fi'),
  entry('parking', 'Otopark', 'Parking'),
  entry('valet', 'Vale', 'Valet parking'),
  entry('garden', 'Bahçe', 'Garden'),
  entry('terrace', 'Teras', 'Terrace'),
  entry('sea-view', 'Deniz manzarası', 'Sea view'),
  entry('live-music', 'Canlı müzik', 'Live music'),
  entry('kids-area', 'Çocuk oyun alanı', "Children's play area"),
  entry('pet-friendly', 'Evcil hayvan dostu', 'Pet friendly'),
  entry('wheelchair', 'Engelli erişimi', 'Wheelchair access'),
  entry('smoking-area', 'Sigara alanı', 'Smoking area'),
  entry('alcohol', 'Alkollü içki', 'Alcoholic drinks'),
  entry('card-payment', 'Kartla ödeme', 'Card payment'),
  entry('meal-voucher', 'Yemek kartı', 'Meal vouchers'),
  entry('reservation', 'Rezervasyon', 'Reservations'),
];
