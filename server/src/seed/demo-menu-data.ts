/**
 * The demo stores' menus in Turkish and English (docs/menu.md, Demo menus). Prices are in lira here for reading and
 * become kuruş when seeded. Variations and suggestion lists name their products by Turkish name.
 */

export type DemoAllergen =
  | 'gluten'
  | 'crustaceans'
  | 'eggs'
  | 'fish'
  | 'peanuts'
  | 'soybeans'
  | 'milk'
  | 'nuts'
  | 'celery'
  | 'mustard'
  | 'sesame'
  | 'sulphites'
  | 'lupin'
  | 'molluscs';
export type DemoTag = 'vegetarian' | 'vegan' | 'spicy' | 'gluten-free';

/** Turkish name, English name, price in lira, Turkish and English description, allergens, tags. */
export type DemoProduct = [string, string, number, string, string, DemoAllergen[], DemoTag[]];

/**
 * The store's default ECR department a product is rung up in (docs/definitions.md, Defaults of a new store): food and
 * non-alcoholic drinks at KDV 10 %, alcoholic drinks at 20 %.
 */
export type DemoDepartment = 'food' | 'drinks' | 'alcohol';

export interface DemoGroup {
  names: [string, string];
  /** Its products' department; food unless said. */
  department?: DemoDepartment;
  /** Products of the group that are alcoholic (Turkish names), in a group that is otherwise not: the alcohol department. */
  alcoholic?: string[];
  products: DemoProduct[];
}

export interface DemoVariation {
  names: [string, string];
  minChoices: number;
  maxChoices: number;
  /** Turkish name, English name, price change in lira, chosen by default. */
  options: [string, string, number, boolean][];
  /** The groups (Turkish names) and products (Turkish names) it is offered with. */
  groups: string[];
  products: string[];
}

export interface DemoSuggestion {
  names: [string, string];
  /** The products suggested (Turkish names). */
  suggest: string[];
  groups: string[];
  products: string[];
}

export interface DemoMenu {
  groups: DemoGroup[];
  variations: DemoVariation[];
  suggestions: DemoSuggestion[];
}

const V: DemoTag[] = ['vegetarian'];
const VG: DemoTag[] = ['vegan', 'vegetarian'];
const VGF: DemoTag[] = ['vegan', 'vegetarian', 'gluten-free'];

const meyhane: DemoMenu = {
  groups: [
    {
      names: ['Soğuk Mezeler', 'Cold Meze'],
      products: [
        [
          'Haydari',
          'Haydari',
          140,
          'Süzme yoğurt, taze nane ve sarımsak.',
          'Strained yoghurt with fresh mint and garlic.',
          ['milk'],
          V,
        ],
        [
          'Acılı Ezme',
          'Spicy Ezme',
          130,
          'İnce kıyılmış domates, biber ve nar ekşisi.',
          'Finely chopped tomato, pepper and pomegranate molasses.',
          [],
          ['vegan', 'vegetarian', 'spicy'],
        ],
        [
          'Fava',
          'Fava',
          150,
          'Zeytinyağlı bakla ezmesi, dereotu ile.',
          'Broad bean purée with olive oil and dill.',
          [],
          VGF,
        ],
        [
          'Atom',
          'Atom',
          145,
          'Yoğurtta kurutulmuş acı biber.',
          'Yoghurt with fried dried chilli.',
          ['milk'],
          ['vegetarian', 'spicy'],
        ],
        ['Deniz Börülcesi', 'Samphire', 170, 'Sarımsaklı zeytinyağı ile.', 'With garlic and olive oil.', [], VGF],
        ['Humus', 'Hummus', 140, 'Nohut, tahin ve limon.', 'Chickpeas, tahini and lemon.', ['sesame'], VG],
        [
          'Köpoğlu',
          'Köpoğlu',
          150,
          'Közlenmiş patlıcan, biber ve yoğurt.',
          'Roasted aubergine and pepper with yoghurt.',
          ['milk'],
          V,
        ],
        [
          'Lakerda',
          'Lakerda',
          320,
          'Tuzda olgunlaşmış palamut, kırmızı soğanla.',
          'Cured bonito with red onion.',
          ['fish'],
          ['gluten-free'],
        ],
      ],
    },
    {
      names: ['Ara Sıcaklar', 'Hot Starters'],
      products: [
        [
          'Paçanga Böreği',
          'Paçanga Börek',
          210,
          'Pastırma ve kaşarlı çıtır börek.',
          'Crispy pastry with pastırma and kashar cheese.',
          ['gluten', 'milk', 'eggs'],
          [],
        ],
        [
          'Kalamar Tava',
          'Fried Calamari',
          340,
          'Tarator sos ile.',
          'With tarator sauce.',
          ['molluscs', 'gluten', 'nuts'],
          [],
        ],
        [
          'Midye Tava',
          'Fried Mussels',
          290,
          'Bira hamurunda, tarator ile.',
          'In beer batter, with tarator.',
          ['molluscs', 'gluten', 'nuts'],
          [],
        ],
        ['Arnavut Ciğeri', 'Albanian Liver', 310, 'Soğan piyazı ile.', 'With onion salad.', [], ['gluten-free']],
        [
          'Sigara Böreği',
          'Cigar Börek',
          180,
          'Beyaz peynirli, maydanozlu.',
          'With white cheese and parsley.',
          ['gluten', 'milk', 'eggs'],
          V,
        ],
        [
          'Karides Güveç',
          'Shrimp Casserole',
          380,
          'Domates, biber ve kaşar ile fırında.',
          'Baked with tomato, pepper and kashar.',
          ['crustaceans', 'milk'],
          [],
        ],
        [
          'Mücver',
          'Courgette Fritters',
          190,
          'Kabak, dereotu ve beyaz peynir.',
          'Courgette, dill and white cheese.',
          ['gluten', 'milk', 'eggs'],
          V,
        ],
      ],
    },
    {
      names: ['Salatalar', 'Salads'],
      products: [
        [
          'Çoban Salata',
          "Shepherd's Salad",
          150,
          'Domates, salatalık, biber, soğan.',
          'Tomato, cucumber, pepper, onion.',
          [],
          VGF,
        ],
        [
          'Roka Salatası',
          'Rocket Salad',
          160,
          'Roka, parmesan ve nar ekşisi.',
          'Rocket, parmesan and pomegranate molasses.',
          ['milk'],
          V,
        ],
        [
          'Gavurdağı Salatası',
          'Gavurdağı Salad',
          190,
          'Ceviz ve nar ekşili.',
          'With walnuts and pomegranate molasses.',
          ['nuts'],
          VG,
        ],
        ['Mevsim Salata', 'Seasonal Salad', 150, 'Günün yeşillikleri.', 'Greens of the day.', [], VGF],
        ['Semizotu Salatası', 'Purslane Salad', 170, 'Yoğurtlu semizotu.', 'Purslane with yoghurt.', ['milk'], V],
      ],
    },
    {
      names: ['Ana Yemekler', 'Mains'],
      products: [
        [
          'Levrek Izgara',
          'Grilled Sea Bass',
          620,
          'Günlük levrek, roka ve limon.',
          'Sea bass of the day, rocket and lemon.',
          ['fish'],
          ['gluten-free'],
        ],
        [
          'Çupra Izgara',
          'Grilled Sea Bream',
          600,
          'Günlük çupra, mevsim salatası ile.',
          'Sea bream of the day, with seasonal salad.',
          ['fish'],
          ['gluten-free'],
        ],
        [
          'Köfte',
          'Meatballs',
          420,
          'Izgara köfte, közlenmiş biber ve domates.',
          'Grilled meatballs with roasted pepper and tomato.',
          ['gluten'],
          [],
        ],
        [
          'Kuzu Şiş',
          'Lamb Shish',
          560,
          'Marine kuzu, bulgur pilavı ile.',
          'Marinated lamb with bulgur pilaf.',
          ['gluten'],
          [],
        ],
        [
          'Tavuk Şiş',
          'Chicken Shish',
          390,
          'Yoğurtlu marine, pilav ile.',
          'Yoghurt-marinated, with rice.',
          ['milk'],
          [],
        ],
        [
          'Kiremitte Mantar',
          'Baked Mushrooms',
          320,
          'Kaşarlı fırın mantar.',
          'Mushrooms baked with kashar.',
          ['milk'],
          V,
        ],
      ],
    },
    {
      names: ['Tatlılar', 'Desserts'],
      products: [
        ['İrmik Helvası', 'Semolina Halva', 160, 'Dondurma ile.', 'With ice cream.', ['gluten', 'milk', 'nuts'], V],
        [
          'Kabak Tatlısı',
          'Candied Pumpkin',
          170,
          'Tahin ve ceviz ile.',
          'With tahini and walnuts.',
          ['sesame', 'nuts'],
          VG,
        ],
        [
          'Fırın Sütlaç',
          'Baked Rice Pudding',
          150,
          'Tarçınlı.',
          'With cinnamon.',
          ['milk'],
          ['vegetarian', 'gluten-free'],
        ],
        ['Mevsim Meyveleri', 'Seasonal Fruit', 220, 'İki kişilik tabak.', 'A plate for two.', [], VGF],
        [
          'Künefe',
          'Künefe',
          230,
          'Antep fıstıklı, sıcak servis.',
          'With pistachio, served hot.',
          ['gluten', 'milk', 'nuts'],
          V,
        ],
      ],
    },
    {
      names: ['Rakı ve Şarap', 'Rakı and Wine'],
      department: 'alcohol',
      products: [
        ['Yeni Rakı (Tek)', 'Yeni Rakı (Single)', 190, '4 cl.', '4 cl.', [], VG],
        ['Yeni Rakı 35 cl', 'Yeni Rakı 35 cl', 950, 'Buz ve su ile.', 'With ice and water.', [], VG],
        ['Tekirdağ Rakısı 70 cl', 'Tekirdağ Rakı 70 cl', 1750, 'Buz ve su ile.', 'With ice and water.', [], VG],
        ['Ev Şarabı (Kadeh)', 'House Wine (Glass)', 210, 'Kırmızı veya beyaz.', 'Red or white.', ['sulphites'], VG],
        ['Ev Şarabı (Şişe)', 'House Wine (Bottle)', 980, 'Kırmızı veya beyaz.', 'Red or white.', ['sulphites'], VG],
      ],
    },
    {
      names: ['Meşrubatlar', 'Soft Drinks'],
      department: 'drinks',
      products: [
        ['Su', 'Water', 40, '50 cl.', '50 cl.', [], VGF],
        ['Maden Suyu', 'Sparkling Water', 50, '20 cl.', '20 cl.', [], VGF],
        ['Şalgam', 'Şalgam', 70, 'Acılı veya acısız.', 'Hot or mild.', [], VGF],
        ['Ayran', 'Ayran', 60, 'Yayık ayranı.', 'Churned yoghurt drink.', ['milk'], ['vegetarian', 'gluten-free']],
        ['Türk Kahvesi', 'Turkish Coffee', 90, 'Lokum ile.', 'With Turkish delight.', [], VG],
        ['Çay', 'Tea', 35, 'İnce belli bardakta.', 'In a tulip glass.', [], VGF],
      ],
    },
  ],
  variations: [
    {
      names: ['Rakı yanı', 'With your rakı'],
      minChoices: 0,
      maxChoices: 2,
      options: [
        ['Beyaz peynir', 'White cheese', 90, false],
        ['Kavun', 'Melon', 110, false],
        ['Buz kovası', 'Ice bucket', 0, true],
      ],
      groups: ['Rakı ve Şarap'],
      products: [],
    },
    {
      names: ['Porsiyon', 'Portion'],
      minChoices: 1,
      maxChoices: 1,
      options: [
        ['Tek kişilik', 'Single', 0, true],
        ['Paylaşımlık', 'To share', 120, false],
      ],
      groups: ['Soğuk Mezeler'],
      products: [],
    },
    {
      names: ['Pişirme', 'Cooking'],
      minChoices: 1,
      maxChoices: 1,
      options: [
        ['Izgara', 'Grilled', 0, true],
        ['Buğulama', 'Steamed', 40, false],
      ],
      groups: [],
      products: ['Levrek Izgara', 'Çupra Izgara'],
    },
    {
      names: ['Şalgam', 'Şalgam'],
      minChoices: 1,
      maxChoices: 1,
      options: [
        ['Acılı', 'Hot', 0, true],
        ['Acısız', 'Mild', 0, false],
      ],
      groups: [],
      products: ['Şalgam'],
    },
  ],
  suggestions: [
    {
      names: ['Rakının yanına', 'Goes well with rakı'],
      suggest: ['Haydari', 'Lakerda', 'Acılı Ezme'],
      groups: ['Rakı ve Şarap'],
      products: [],
    },
    {
      names: ['Balığın yanına', 'With your fish'],
      suggest: ['Roka Salatası', 'Deniz Börülcesi', 'Ev Şarabı (Kadeh)'],
      groups: [],
      products: ['Levrek Izgara', 'Çupra Izgara'],
    },
    {
      names: ['Tatlıya kahve', 'Coffee with dessert'],
      suggest: ['Türk Kahvesi', 'Çay'],
      groups: ['Tatlılar'],
      products: [],
    },
  ],
};

const kahve: DemoMenu = {
  groups: [
    {
      names: ['Espresso Bazlı', 'Espresso Drinks'],
      department: 'drinks',
      products: [
        ['Espresso', 'Espresso', 75, 'Tek shot, Etiyopya harmanı.', 'Single shot, Ethiopian blend.', [], VGF],
        ['Americano', 'Americano', 90, 'Espresso ve sıcak su.', 'Espresso and hot water.', [], VGF],
        [
          'Cortado',
          'Cortado',
          100,
          'Espresso ve az buharlı süt.',
          'Espresso with a little steamed milk.',
          ['milk'],
          ['vegetarian', 'gluten-free'],
        ],
        [
          'Cappuccino',
          'Cappuccino',
          110,
          'Kadifemsi süt köpüğü ile.',
          'With velvety milk foam.',
          ['milk'],
          ['vegetarian', 'gluten-free'],
        ],
        ['Latte', 'Latte', 115, 'Bol sütlü.', 'Plenty of milk.', ['milk'], ['vegetarian', 'gluten-free']],
        [
          'Flat White',
          'Flat White',
          120,
          'Çift shot, ince köpük.',
          'Double shot, thin foam.',
          ['milk'],
          ['vegetarian', 'gluten-free'],
        ],
        [
          'Mocha',
          'Mocha',
          130,
          'Bitter çikolata ve espresso.',
          'Dark chocolate and espresso.',
          ['milk', 'soybeans'],
          V,
        ],
      ],
    },
    {
      names: ['Demleme Kahveler', 'Brewed Coffee'],
      department: 'drinks',
      products: [
        ['V60', 'V60', 130, 'Günün tek kökeni.', 'Single origin of the day.', [], VGF],
        ['Chemex', 'Chemex', 150, 'İki kişilik.', 'For two.', [], VGF],
        ['Cold Brew', 'Cold Brew', 125, '18 saat soğuk demleme.', 'Steeped cold for 18 hours.', [], VGF],
        ['Filtre Kahve', 'Filter Coffee', 85, 'Günün harmanı.', 'Blend of the day.', [], VGF],
        ['Türk Kahvesi', 'Turkish Coffee', 80, 'Közde pişirilir.', 'Cooked on embers.', [], VG],
        ['Aeropress', 'Aeropress', 125, 'Yoğun gövdeli.', 'Full-bodied.', [], VGF],
      ],
    },
    {
      names: ['Çay ve Diğer İçecekler', 'Tea and Other Drinks'],
      department: 'drinks',
      products: [
        ['Demleme Çay', 'Brewed Tea', 40, 'Rize çayı.', 'Rize tea.', [], VGF],
        ['Yeşil Çay', 'Green Tea', 70, 'Sencha.', 'Sencha.', [], VGF],
        [
          'Sıcak Çikolata',
          'Hot Chocolate',
          120,
          'Bitter çikolata, köpüklü süt.',
          'Dark chocolate, frothed milk.',
          ['milk', 'soybeans'],
          V,
        ],
        ['Ev Limonatası', 'Homemade Lemonade', 95, 'Taze nane ile.', 'With fresh mint.', [], VGF],
        ['Taze Portakal Suyu', 'Fresh Orange Juice', 110, 'Günlük sıkım.', 'Squeezed daily.', [], VGF],
        ['Chai Latte', 'Chai Latte', 120, 'Baharatlı çay ve süt.', 'Spiced tea and milk.', ['milk'], V],
      ],
    },
    {
      names: ['Kahvaltı', 'Breakfast'],
      products: [
        [
          'Serpme Kahvaltı (2 kişilik)',
          'Breakfast Spread (for two)',
          780,
          'Peynirler, zeytinler, reçeller, yumurta, simit.',
          'Cheeses, olives, jams, eggs, simit.',
          ['gluten', 'milk', 'eggs', 'sesame'],
          V,
        ],
        ['Menemen', 'Menemen', 190, 'Domates, biber ve yumurta.', 'Tomatoes, peppers and eggs.', ['eggs'], V],
        [
          'Avokadolu Tost Ekmek',
          'Avocado Toast',
          240,
          'Ekşi mayalı ekmek, poşe yumurta.',
          'Sourdough, poached egg.',
          ['gluten', 'eggs'],
          V,
        ],
        [
          'Granola Kase',
          'Granola Bowl',
          210,
          'Yoğurt, granola, mevsim meyveleri.',
          'Yoghurt, granola, seasonal fruit.',
          ['gluten', 'milk', 'nuts'],
          V,
        ],
        [
          'Simit Tabağı',
          'Simit Plate',
          160,
          'Simit, beyaz peynir, domates.',
          'Simit, white cheese, tomato.',
          ['gluten', 'milk', 'sesame'],
          V,
        ],
        ['Sucuklu Yumurta', 'Eggs with Sucuk', 220, 'Sahanda.', 'In a pan.', ['eggs'], ['gluten-free']],
      ],
    },
    {
      names: ['Sandviçler', 'Sandwiches'],
      products: [
        ['Kaşarlı Tost', 'Cheese Toastie', 150, 'Köy ekmeğinde.', 'On country bread.', ['gluten', 'milk'], V],
        [
          'Hindi Füme Sandviç',
          'Smoked Turkey Sandwich',
          230,
          'Ciabatta, cheddar, turşu.',
          'Ciabatta, cheddar, pickles.',
          ['gluten', 'milk', 'mustard'],
          [],
        ],
        [
          'Mozzarella Domates',
          'Mozzarella and Tomato',
          220,
          'Pesto ile.',
          'With pesto.',
          ['gluten', 'milk', 'nuts'],
          V,
        ],
        ['Humuslu Wrap', 'Hummus Wrap', 200, 'Közlenmiş sebzeler.', 'Roasted vegetables.', ['gluten', 'sesame'], VG],
        [
          'Ton Balıklı Sandviç',
          'Tuna Sandwich',
          230,
          'Mısır ve roka ile.',
          'With sweetcorn and rocket.',
          ['gluten', 'fish', 'eggs'],
          [],
        ],
      ],
    },
    {
      names: ['Tatlı ve Kekler', 'Cakes and Sweets'],
      products: [
        [
          'Havuçlu Kek',
          'Carrot Cake',
          140,
          'Krem peynirli.',
          'With cream cheese frosting.',
          ['gluten', 'milk', 'eggs', 'nuts'],
          V,
        ],
        [
          'San Sebastian',
          'San Sebastián Cheesecake',
          180,
          'Yanık cheesecake.',
          'Burnt cheesecake.',
          ['milk', 'eggs'],
          ['vegetarian', 'gluten-free'],
        ],
        ['Brownie', 'Brownie', 130, 'Cevizli.', 'With walnuts.', ['gluten', 'eggs', 'nuts', 'milk'], V],
        ['Limonlu Kek', 'Lemon Cake', 120, 'Ev yapımı.', 'Homemade.', ['gluten', 'eggs', 'milk'], V],
        ['Kurabiye', 'Cookie', 70, 'Damla çikolatalı.', 'Chocolate chip.', ['gluten', 'eggs', 'milk', 'soybeans'], V],
        ['Vegan Muzlu Kek', 'Vegan Banana Bread', 130, 'Yulaf ve hurma.', 'Oats and dates.', ['gluten'], VG],
      ],
    },
    {
      names: ['Paket Kahve', 'Coffee to Take Home'],
      products: [
        [
          'Etiyopya Yirgacheffe 250 g',
          'Ethiopia Yirgacheffe 250 g',
          420,
          'Çekirdek veya öğütülmüş.',
          'Beans or ground.',
          [],
          VGF,
        ],
        ['Kolombiya Huila 250 g', 'Colombia Huila 250 g', 390, 'Çekirdek veya öğütülmüş.', 'Beans or ground.', [], VGF],
        ['Ev Harmanı 500 g', 'House Blend 500 g', 620, 'Espresso için.', 'For espresso.', [], VGF],
        ['Türk Kahvesi 250 g', 'Turkish Coffee 250 g', 240, 'İnce çekim.', 'Fine grind.', [], VGF],
      ],
    },
  ],
  variations: [
    {
      names: ['Boy', 'Size'],
      minChoices: 1,
      maxChoices: 1,
      options: [
        ['Küçük', 'Small', 0, true],
        ['Orta', 'Medium', 15, false],
        ['Büyük', 'Large', 30, false],
      ],
      groups: ['Espresso Bazlı'],
      products: ['Chai Latte', 'Sıcak Çikolata'],
    },
    {
      names: ['Süt seçimi', 'Milk'],
      minChoices: 0,
      maxChoices: 1,
      options: [
        ['İnek sütü', 'Cow milk', 0, true],
        ['Yulaf sütü', 'Oat milk', 20, false],
        ['Badem sütü', 'Almond milk', 20, false],
        ['Laktozsuz süt', 'Lactose-free milk', 10, false],
      ],
      groups: ['Espresso Bazlı'],
      products: ['Chai Latte'],
    },
    {
      names: ['Şurup', 'Syrup'],
      minChoices: 0,
      maxChoices: 2,
      options: [
        ['Vanilya', 'Vanilla', 15, false],
        ['Karamel', 'Caramel', 15, false],
        ['Fındık', 'Hazelnut', 15, false],
      ],
      groups: ['Espresso Bazlı'],
      products: [],
    },
    {
      names: ['Öğütme', 'Grind'],
      minChoices: 1,
      maxChoices: 1,
      options: [
        ['Çekirdek', 'Whole beans', 0, true],
        ['Espresso', 'Espresso', 0, false],
        ['Filtre', 'Filter', 0, false],
      ],
      groups: ['Paket Kahve'],
      products: [],
    },
  ],
  suggestions: [
    {
      names: ['Kahvenin yanına', 'With your coffee'],
      suggest: ['Havuçlu Kek', 'San Sebastian', 'Kurabiye'],
      groups: ['Espresso Bazlı', 'Demleme Kahveler'],
      products: [],
    },
    {
      names: ['Kahvaltıya eşlik', 'For breakfast'],
      suggest: ['Demleme Çay', 'Taze Portakal Suyu', 'Americano'],
      groups: ['Kahvaltı'],
      products: [],
    },
  ],
};

const balikci: DemoMenu = {
  groups: [
    {
      names: ['Zeytinyağlılar', 'Olive Oil Dishes'],
      products: [
        ['Enginar', 'Artichoke', 190, 'Zeytinyağlı, bakla ile.', 'In olive oil, with broad beans.', [], VGF],
        ['Taze Fasulye', 'Green Beans', 150, 'Domatesli.', 'With tomato.', [], VGF],
        [
          'Yaprak Sarma',
          'Stuffed Vine Leaves',
          170,
          'Kuş üzümlü, çam fıstıklı.',
          'With currants and pine nuts.',
          ['nuts'],
          VG,
        ],
        ['İmam Bayıldı', 'İmam Bayıldı', 180, 'Fırında patlıcan.', 'Baked aubergine.', [], VGF],
        ['Şevketibostan', 'Golden Thistle', 200, 'Ege otu, limonlu.', 'Aegean greens with lemon.', [], VGF],
        [
          'Kabak Çiçeği Dolması',
          'Stuffed Courgette Flowers',
          220,
          'Pirinç ve otlarla.',
          'With rice and herbs.',
          [],
          VG,
        ],
      ],
    },
    {
      names: ['Deniz Mezeleri', 'Seafood Meze'],
      products: [
        [
          'Ahtapot Salatası',
          'Octopus Salad',
          390,
          'Zeytinyağı ve limon.',
          'Olive oil and lemon.',
          ['molluscs'],
          ['gluten-free'],
        ],
        [
          'Levrek Marin',
          'Marinated Sea Bass',
          340,
          'Dereotu ve pembe biber.',
          'Dill and pink pepper.',
          ['fish'],
          ['gluten-free'],
        ],
        [
          'Karides Buğulama',
          'Steamed Shrimp',
          420,
          'Tereyağı ve sarımsak.',
          'Butter and garlic.',
          ['crustaceans', 'milk'],
          ['gluten-free'],
        ],
        ['Balık Köftesi', 'Fish Cakes', 280, 'Tarator ile.', 'With tarator.', ['fish', 'gluten', 'eggs', 'nuts'], []],
        [
          'Midye Dolma (10 adet)',
          'Stuffed Mussels (10)',
          250,
          'Baharatlı pilavla.',
          'With spiced rice.',
          ['molluscs'],
          [],
        ],
        [
          'Çiroz',
          'Dried Mackerel',
          230,
          'Sirkeli, dereotlu.',
          'With vinegar and dill.',
          ['fish', 'sulphites'],
          ['gluten-free'],
        ],
      ],
    },
    {
      names: ['Izgara Balıklar', 'Grilled Fish'],
      products: [
        [
          'Çipura',
          'Gilt-head Bream',
          560,
          'Tek porsiyon, roka ile.',
          'Single portion, with rocket.',
          ['fish'],
          ['gluten-free'],
        ],
        [
          'Levrek',
          'Sea Bass',
          580,
          'Tek porsiyon, roka ile.',
          'Single portion, with rocket.',
          ['fish'],
          ['gluten-free'],
        ],
        [
          'Lagos (kg)',
          'Grouper (per kg)',
          2400,
          'Günlük tutulan, tartıyla.',
          'Caught today, sold by weight.',
          ['fish'],
          ['gluten-free'],
        ],
        ['Sardalya', 'Sardines', 380, 'Asma yaprağında.', 'In vine leaves.', ['fish'], ['gluten-free']],
        ['Somon Izgara', 'Grilled Salmon', 620, 'Sebzeli.', 'With vegetables.', ['fish'], ['gluten-free']],
        [
          'Kalkan (kg)',
          'Turbot (per kg)',
          2200,
          'Mevsiminde, tartıyla.',
          'In season, sold by weight.',
          ['fish'],
          ['gluten-free'],
        ],
      ],
    },
    {
      names: ['Tavalar', 'Fried'],
      products: [
        ['Hamsi Tava', 'Fried Anchovies', 360, 'Mısır ununda.', 'In corn flour.', ['fish'], ['gluten-free']],
        ['Kalamar Tava', 'Fried Calamari', 390, 'Tarator ile.', 'With tarator.', ['molluscs', 'gluten', 'nuts'], []],
        ['Barbun Tava', 'Fried Red Mullet', 480, 'Günlük.', 'Of the day.', ['fish', 'gluten'], []],
        ['Karides Tava', 'Fried Shrimp', 450, 'Çıtır kaplamalı.', 'Crispy coated.', ['crustaceans', 'gluten'], []],
        ['Patates Kızartması', 'Chips', 120, 'Elma dilim.', 'Wedges.', [], VG],
      ],
    },
    {
      names: ['Salatalar', 'Salads'],
      products: [
        ['Roka Salatası', 'Rocket Salad', 140, 'Limonlu.', 'With lemon.', [], VGF],
        ['Yeşil Salata', 'Green Salad', 130, 'Mevsim yeşillikleri.', 'Seasonal greens.', [], VGF],
        ['Deniz Börülcesi', 'Samphire', 180, 'Sarımsaklı.', 'With garlic.', [], VGF],
        ['Gavurdağı Salatası', 'Gavurdağı Salad', 170, 'Cevizli.', 'With walnuts.', ['nuts'], VG],
        ['Çoban Salata', "Shepherd's Salad", 140, 'Klasik.', 'Classic.', [], VGF],
      ],
    },
    {
      names: ['Tatlılar', 'Desserts'],
      products: [
        ['Helva', 'Halva', 150, 'Tahin helvası, fıstıklı.', 'Tahini halva with pistachio.', ['sesame', 'nuts'], V],
        [
          'Dondurma',
          'Ice Cream',
          130,
          'Maraş usulü, iki top.',
          'Maraş style, two scoops.',
          ['milk'],
          ['vegetarian', 'gluten-free'],
        ],
        [
          'Ayva Tatlısı',
          'Quince Dessert',
          170,
          'Kaymaklı.',
          'With clotted cream.',
          ['milk'],
          ['vegetarian', 'gluten-free'],
        ],
        ['Kazandibi', 'Kazandibi', 150, 'Karamelize muhallebi.', 'Caramelised milk pudding.', ['milk'], V],
        [
          'Fırın Sütlaç',
          'Baked Rice Pudding',
          140,
          'Tarçınlı.',
          'With cinnamon.',
          ['milk'],
          ['vegetarian', 'gluten-free'],
        ],
      ],
    },
    {
      names: ['İçecekler', 'Drinks'],
      department: 'drinks',
      alcoholic: ['Rakı (Duble)', 'Beyaz Şarap (Kadeh)', 'Bira'],
      products: [
        ['Su', 'Water', 40, '50 cl.', '50 cl.', [], VGF],
        ['Soda', 'Soda', 50, 'Limonlu.', 'With lemon.', [], VGF],
        ['Rakı (Duble)', 'Rakı (Double)', 280, '8 cl.', '8 cl.', [], VG],
        [
          'Beyaz Şarap (Kadeh)',
          'White Wine (Glass)',
          240,
          'Ege üzümlerinden.',
          'From Aegean grapes.',
          ['sulphites'],
          VG,
        ],
        ['Bira', 'Beer', 160, '50 cl.', '50 cl.', ['gluten'], VG],
        ['Ayran', 'Ayran', 55, 'Köpüklü.', 'Frothy.', ['milk'], ['vegetarian', 'gluten-free']],
        ['Türk Kahvesi', 'Turkish Coffee', 85, 'Lokum ile.', 'With Turkish delight.', [], VG],
      ],
    },
  ],
  variations: [
    {
      names: ['Pişirme', 'Cooking'],
      minChoices: 1,
      maxChoices: 1,
      options: [
        ['Izgara', 'Grilled', 0, true],
        ['Tava', 'Pan-fried', 0, false],
        ['Buğulama', 'Steamed', 50, false],
      ],
      groups: ['Izgara Balıklar'],
      products: [],
    },
    {
      names: ['Garnitür', 'Side'],
      minChoices: 0,
      maxChoices: 2,
      options: [
        ['Roka', 'Rocket', 0, true],
        ['Patates', 'Chips', 40, false],
        ['Közlenmiş sebze', 'Roasted vegetables', 60, false],
      ],
      groups: ['Izgara Balıklar', 'Tavalar'],
      products: [],
    },
    {
      names: ['Sos', 'Sauce'],
      minChoices: 0,
      maxChoices: 1,
      options: [
        ['Tarator', 'Tarator', 0, true],
        ['Limonlu tereyağı', 'Lemon butter', 25, false],
        ['Sos istemiyorum', 'No sauce', 0, false],
      ],
      groups: ['Tavalar'],
      products: [],
    },
  ],
  suggestions: [
    {
      names: ['Balığın yanına', 'With your fish'],
      suggest: ['Roka Salatası', 'Deniz Börülcesi', 'Beyaz Şarap (Kadeh)', 'Rakı (Duble)'],
      groups: ['Izgara Balıklar', 'Tavalar'],
      products: [],
    },
    {
      names: ['Tatlı önerisi', 'Something sweet'],
      suggest: ['Helva', 'Ayva Tatlısı'],
      groups: [],
      products: ['Lagos (kg)', 'Kalkan (kg)'],
    },
  ],
};

/** Each demo store's menu, by store name. */
export const demoMenus: Record<string, DemoMenu> = {
  'Karaköy Meyhanesi': meyhane,
  'Moda Kahve Evi': kahve,
  'Alsancak Balıkçısı': balikci,
};
