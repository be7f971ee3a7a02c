import type { Category } from '@sofra/contracts/stores/categories.calls';

/**
 * The venue catalogue a store chooses its main category, sub-categories and attributes from (store
 * settings). Ids are stable; names are Turkish, the portal may translate by id.
 */
export const categories: Category[] = [
  {
    id: 'restaurant',
    name: 'Restoran',
    subCategories: [
      { id: 'turkish-cuisine', name: 'Türk mutfağı' },
      { id: 'kebab', name: 'Kebap ve ocakbaşı' },
      { id: 'seafood', name: 'Balık ve deniz ürünleri' },
      { id: 'meyhane', name: 'Meyhane' },
      { id: 'home-cooking', name: 'Ev yemekleri' },
      { id: 'world-cuisine', name: 'Dünya mutfağı' },
      { id: 'pizza', name: 'Pizza' },
      { id: 'burger', name: 'Burger' },
      { id: 'vegan', name: 'Vegan ve vejetaryen' },
    ],
  },
  {
    id: 'cafe',
    name: 'Kafe',
    subCategories: [
      { id: 'coffee', name: 'Kahve' },
      { id: 'breakfast', name: 'Kahvaltı' },
      { id: 'patisserie', name: 'Pastane' },
      { id: 'tea-garden', name: 'Çay bahçesi' },
      { id: 'dessert', name: 'Tatlıcı' },
    ],
  },
  {
    id: 'bar',
    name: 'Bar',
    subCategories: [
      { id: 'pub', name: 'Pub' },
      { id: 'cocktail', name: 'Kokteyl bar' },
      { id: 'wine', name: 'Şarap evi' },
    ],
  },
  {
    id: 'fast-food',
    name: 'Hızlı servis',
    subCategories: [
      { id: 'doner', name: 'Döner' },
      { id: 'pide-lahmacun', name: 'Pide ve lahmacun' },
      { id: 'street-food', name: 'Sokak lezzetleri' },
    ],
  },
  {
    id: 'bakery',
    name: 'Fırın',
    subCategories: [
      { id: 'bread', name: 'Ekmek ve simit' },
      { id: 'borek', name: 'Börek' },
    ],
  },
];

export const attributes = [
  { id: 'wifi', name: 'Wi-Fi' },
  { id: 'parking', name: 'Otopark' },
  { id: 'valet', name: 'Vale' },
  { id: 'garden', name: 'Bahçe' },
  { id: 'terrace', name: 'Teras' },
  { id: 'sea-view', name: 'Deniz manzarası' },
  { id: 'live-music', name: 'Canlı müzik' },
  { id: 'kids-area', name: 'Çocuk oyun alanı' },
  { id: 'pet-friendly', name: 'Evcil hayvan dostu' },
  { id: 'wheelchair', name: 'Engelli erişimi' },
  { id: 'smoking-area', name: 'Sigara alanı' },
  { id: 'alcohol', name: 'Alkollü içki' },
  { id: 'card-payment', name: 'Kartla ödeme' },
  { id: 'meal-voucher', name: 'Yemek kartı' },
  { id: 'reservation', name: 'Rezervasyon' },
];
