import type { Diet, EnvironmentalFactor, HealthCondition, TargetGender } from '@nasl/core';

/**
 * Which foods and meals a plan lists, before any language. Boy: more potassium and sodium, less calcium
 * and magnesium; girl: the reverse (the Stolkowski/Lorrain diet). Every food and meal option carries its
 * food groups (which diets leave it out) and what matters in it for her health (potassium, sodium,
 * glycaemic load, calcium), and one rule, `excludedTags`, decides from her target, diet and health which
 * tags nothing she is told to eat may carry: the foods to eat, the meals and the iftar are filtered by it
 * alike, so a list and a meal never disagree. The texts are in content/.
 */
export const FOOD_GROUPS = [
  'meat',
  'fish',
  'dairy',
  /** Milk and milk drinks (laban): their milk sugar does not fit keto, unlike cheese, labneh and yoghurt. */
  'milk',
  'eggs',
  'honey',
  'grain',
  'legume',
  'highCarb',
] as const;
export type FoodGroup = (typeof FOOD_GROUPS)[number];

/**
 * What matters in an item for her health, in the amount the plan serves:
 * - `potassium`: about 200 mg of potassium or more, what kidney diets call high (bananas, avocado, 2 dates
 *   or more, potatoes and sweet potatoes, oranges and their juice, apricots, cantaloupe, tomato sauce,
 *   cooked mushrooms, spinach and molokhia, beans, lentils, chickpeas and fava beans, a handful of nuts or
 *   seeds, milk, laban, yoghurt and soy drinks by the glass or bowl, cocoa, potassium salt substitutes).
 *   Meat, fish, eggs, cheese and labneh are not tagged: with kidney disease their amounts are set with her
 *   protein by her doctor or dietitian, which the plan says.
 * - `sodium`: salty by nature: olives, pickles, processed meat, salty fast food, salt itself.
 * - `glycaemic`: a high glycaemic load (about 20 or more a serving) or sugar taken as a drink: white bread,
 *   white rice or potatoes as the meal's staple, 3 dates or more, fruit juice and sweetened drinks.
 * - `calcium`: a serving that gives a real share of the day's calcium (dairy, calcium-set tofu or a
 *   fortified drink, fish with its bones), or the item that tells her how to get it.
 */
export const NUTRIENT_TAGS = ['potassium', 'sodium', 'glycaemic', 'calcium'] as const;
export type NutrientTag = (typeof NUTRIENT_TAGS)[number];

export type CatalogTag = FoodGroup | NutrientTag;

/** Food groups each diet leaves out. "other" is treated as a varied (omnivore) diet. */
export const DIET_EXCLUDED_TAGS = {
  omnivore: [],
  other: [],
  vegetarian: ['meat', 'fish'],
  vegan: ['meat', 'fish', 'dairy', 'eggs', 'honey'],
  keto: ['grain', 'legume', 'highCarb', 'milk'],
  paleo: ['grain', 'dairy', 'legume'],
} as const satisfies Record<Diet, readonly FoodGroup[]>;

/**
 * What her health leaves out of everything she is told to eat: kidney disease no potassium and no salty
 * food, diabetes nothing of high glycaemic load, high blood pressure no salty food.
 */
export const CONDITION_EXCLUDED_TAGS = {
  diabetes: ['glycaemic'],
  pcos: [],
  'high-blood-pressure': ['sodium'],
  'kidney-disease': ['potassium', 'sodium'],
  thyroid: [],
  breastfeeding: [],
  'regular-medicine': [],
  none: [],
} as const satisfies Record<HealthCondition, readonly NutrientTag[]>;

/** What the method itself leaves out of what she eats: the girl diet lowers sodium, so no salty food. */
export const TARGET_EXCLUDED_TAGS = {
  boy: [],
  girl: ['sodium'],
} as const satisfies Record<TargetGender, readonly NutrientTag[]>;

/** What a plan's lists are chosen for: the target, the diet she follows and the health conditions she answered. */
export interface DietContext {
  target: TargetGender;
  diet: Diet;
  conditions: readonly HealthCondition[];
}

/**
 * The one rule: the tags that nothing she is told to eat (foods to eat, meals, the iftar opener) may
 * carry, from her target, her diet and her health.
 */
export function excludedTags({ target, diet, conditions }: DietContext): ReadonlySet<CatalogTag> {
  return new Set<CatalogTag>([
    ...DIET_EXCLUDED_TAGS[diet],
    ...TARGET_EXCLUDED_TAGS[target],
    ...conditions.flatMap((condition) => CONDITION_EXCLUDED_TAGS[condition]),
  ]);
}

/** An entry of a list: her diet and her answers may add it (`onlyFor`, `onlyWith`); its tags may rule it out. */
interface CatalogEntry<Id extends string> {
  id: Id;
  /** Listed only for these diets (e.g. a protein source that only a vegan plan needs spelled out). */
  onlyFor?: readonly Diet[];
  /** Listed only when she answered one of these conditions. */
  onlyWith?: readonly HealthCondition[];
}

/**
 * An entry of the foods to avoid. Her health never rules an item out of these by its tags (avoiding
 * potassium is no harm to her kidneys), only her diet does (no point telling a vegan to avoid cheese), and
 * an answer may drop it (`notWith`: no "avoid whole grains" where diabetes asks for them).
 */
interface AvoidEntry extends CatalogEntry<FoodId> {
  notWith?: readonly HealthCondition[];
}

export const FOOD_IDS = [
  'boyBananas',
  'boyAvocado',
  'boyDates',
  'boyPotatoes',
  'boyMeat',
  'boyFish',
  'boyEggs',
  'boyOlivesPickles',
  'boyFruits',
  'boyVegetables',
  'boyWhiteGrains',
  'boyLegumeProtein',
  'boyRegularMeals',
  'boyDiabetesDates',
  'boyDiabetesGrains',
  'boyCalciumDairy',
  'boyCalciumFish',
  'boyPlantCalcium',
  'veganIronZinc',
  'breastfeedingCalcium',
  'kidneyCalcium',
  'kidneyPlantProtein',
  'kidneyVegetables',
  'boyDairy',
  'boyNutsSeeds',
  'boyLeafyGreens',
  'boyWholeGrains',
  'boyLegumes',
  'boyCocoa',
  'boyMineralWater',
  'boyMineralSupplements',
  'boySaltLimit',
  'girlDairy',
  'girlKetoDairy',
  'girlNutsSeeds',
  'girlLeafyGreens',
  'girlWholeGrains',
  'girlCalciumTofu',
  'girlSardines',
  'girlEggs',
  'girlPoultry',
  'girlRicePasta',
  'girlLowPotassiumFruits',
  'girlLegumeProtein',
  'girlMineralWater',
  'girlSaltLimit',
  'girlPotassiumStarches',
  'girlAvocado',
  'girlPotassiumFruits',
  'girlProcessedMeat',
  'girlRedMeat',
  'girlFastFood',
  'girlSaltSubstitutes',
  'sugaryDrinks',
  'highMercuryFish',
  'generalBalanced',
  'generalCalcium',
  'generalSaltLimit',
  'veganB12',
  'vitaminD',
  'folicAcid',
  'alcohol',
] as const;
export type FoodId = (typeof FOOD_IDS)[number];

/** The tags of every food, to eat or to avoid (see NUTRIENT_TAGS for what each nutrient tag means). */
export const FOOD_TAGS: Record<FoodId, readonly CatalogTag[]> = {
  boyBananas: ['highCarb', 'potassium'],
  boyAvocado: ['potassium'],
  boyDates: ['highCarb', 'potassium', 'glycaemic'],
  // One or two dates: under 200 mg of potassium for small dates, but up to about 330 mg for two large ones.
  boyDiabetesDates: ['highCarb', 'potassium'],
  boyPotatoes: ['highCarb', 'potassium', 'glycaemic'],
  boyMeat: ['meat'],
  boyFish: ['fish'],
  boyEggs: ['eggs'],
  boyOlivesPickles: ['sodium'],
  boyFruits: ['highCarb', 'potassium'],
  boyVegetables: ['potassium'],
  boyWhiteGrains: ['grain', 'highCarb', 'glycaemic'],
  boyLegumeProtein: ['legume', 'potassium'],
  boyRegularMeals: [],
  boyDiabetesGrains: ['grain', 'highCarb'],
  boyCalciumDairy: ['dairy', 'calcium', 'potassium'],
  boyCalciumFish: ['fish', 'calcium'],
  boyPlantCalcium: ['legume', 'calcium', 'potassium'],
  veganIronZinc: ['legume', 'potassium'],
  breastfeedingCalcium: ['calcium'],
  kidneyCalcium: ['calcium'],
  kidneyPlantProtein: ['legume'],
  kidneyVegetables: [],
  boyDairy: ['dairy', 'calcium', 'potassium'],
  boyNutsSeeds: ['potassium'],
  boyLeafyGreens: ['potassium'],
  boyWholeGrains: ['grain'],
  boyLegumes: ['legume', 'potassium'],
  boyCocoa: ['potassium'],
  boyMineralWater: [],
  boyMineralSupplements: [],
  boySaltLimit: ['sodium'],
  girlDairy: ['dairy', 'milk', 'calcium', 'potassium'],
  girlKetoDairy: ['dairy', 'calcium', 'potassium'],
  girlNutsSeeds: ['potassium'],
  girlLeafyGreens: ['potassium'],
  girlWholeGrains: ['grain', 'highCarb'],
  girlCalciumTofu: ['legume', 'calcium', 'potassium'],
  girlSardines: ['fish', 'calcium'],
  girlEggs: ['eggs'],
  girlPoultry: ['meat', 'fish'],
  girlRicePasta: ['grain', 'highCarb', 'glycaemic'],
  girlLowPotassiumFruits: ['highCarb'],
  girlLegumeProtein: ['legume', 'potassium'],
  girlMineralWater: [],
  girlSaltLimit: ['sodium'],
  girlPotassiumStarches: ['highCarb', 'potassium', 'glycaemic'],
  girlAvocado: ['potassium'],
  girlPotassiumFruits: ['highCarb', 'potassium', 'glycaemic'],
  girlProcessedMeat: ['meat', 'sodium'],
  girlRedMeat: ['meat'],
  girlFastFood: ['grain', 'sodium', 'glycaemic'],
  girlSaltSubstitutes: ['potassium'],
  sugaryDrinks: ['glycaemic', 'potassium'],
  highMercuryFish: ['fish'],
  generalBalanced: [],
  generalCalcium: ['calcium'],
  generalSaltLimit: ['sodium'],
  veganB12: [],
  vitaminD: [],
  folicAcid: [],
  alcohol: [],
};

const PLANT_BASED: readonly Diet[] = ['vegan', 'vegetarian'];
const KIDNEY: readonly HealthCondition[] = ['kidney-disease'];
const DIABETES: readonly HealthCondition[] = ['diabetes'];

/** Foods to eat, in order. Her health adds the entries it needs (`onlyWith`); the tags rule the rest out. */
const INCLUDE: Record<TargetGender, readonly CatalogEntry<FoodId>[]> = {
  boy: [
    { id: 'boyBananas' },
    { id: 'boyAvocado' },
    { id: 'boyDates' },
    { id: 'boyDiabetesDates', onlyWith: DIABETES },
    { id: 'boyPotatoes' },
    { id: 'boyMeat' },
    { id: 'boyFish' },
    { id: 'boyEggs' },
    { id: 'boyLegumeProtein', onlyFor: PLANT_BASED },
    // Beans and lentils are rich in potassium and phosphorus: with kidney disease, tofu in their place.
    { id: 'kidneyPlantProtein', onlyFor: PLANT_BASED, onlyWith: KIDNEY },
    { id: 'boyOlivesPickles' },
    { id: 'boyFruits' },
    { id: 'boyVegetables' },
    { id: 'kidneyVegetables', onlyWith: KIDNEY },
    { id: 'boyWhiteGrains' },
    { id: 'boyDiabetesGrains', onlyWith: DIABETES },
    { id: 'boyRegularMeals' },
    // The method lowers calcium; it never removes it: one serving a day from what her diet allows.
    { id: 'boyCalciumDairy' },
    { id: 'boyCalciumFish', onlyFor: ['paleo'] },
    { id: 'boyPlantCalcium', onlyFor: ['vegan'] },
    { id: 'kidneyCalcium', onlyWith: KIDNEY },
    // Without nuts, seeds and whole grains, a vegan boy diet needs its iron and zinc spelled out.
    { id: 'veganIronZinc', onlyFor: ['vegan'] },
    { id: 'breastfeedingCalcium', onlyWith: ['breastfeeding'] },
  ],
  girl: [
    { id: 'girlDairy' },
    { id: 'girlKetoDairy', onlyFor: ['keto'] },
    { id: 'kidneyCalcium', onlyWith: KIDNEY },
    { id: 'girlNutsSeeds' },
    { id: 'girlLeafyGreens' },
    { id: 'kidneyVegetables', onlyWith: KIDNEY },
    { id: 'girlCalciumTofu', onlyFor: PLANT_BASED },
    { id: 'girlSardines' },
    { id: 'girlEggs' },
    { id: 'girlWholeGrains' },
    { id: 'girlPoultry' },
    { id: 'girlRicePasta' },
    { id: 'girlLowPotassiumFruits' },
    { id: 'girlLegumeProtein', onlyFor: ['vegan'] },
    { id: 'kidneyPlantProtein', onlyFor: ['vegan'], onlyWith: KIDNEY },
    { id: 'girlMineralWater' },
    { id: 'breastfeedingCalcium', onlyWith: ['breastfeeding'] },
  ],
};

const AVOID: Record<TargetGender, readonly AvoidEntry[]> = {
  boy: [
    { id: 'boyDairy', notWith: ['breastfeeding'] },
    { id: 'boyNutsSeeds' },
    { id: 'boyLeafyGreens' },
    { id: 'boyWholeGrains', notWith: DIABETES },
    { id: 'boyLegumes', onlyFor: ['omnivore', 'other'] },
    { id: 'boyCocoa' },
    { id: 'boyMineralWater' },
    { id: 'boyMineralSupplements' },
    { id: 'boySaltLimit' },
    { id: 'sugaryDrinks', onlyWith: DIABETES },
    { id: 'highMercuryFish' },
  ],
  girl: [
    { id: 'girlPotassiumStarches' },
    { id: 'girlProcessedMeat' },
    { id: 'girlSaltLimit' },
    { id: 'girlAvocado' },
    { id: 'girlPotassiumFruits' },
    { id: 'girlRedMeat' },
    { id: 'girlFastFood' },
    { id: 'girlSaltSubstitutes' },
    { id: 'sugaryDrinks', onlyWith: DIABETES },
    { id: 'highMercuryFish' },
  ],
};

/** Without the method (a mother of 50 or more): sound general advice, nothing aimed at a sex. */
const GENERAL_INCLUDE: readonly CatalogEntry<FoodId>[] = [
  { id: 'generalBalanced' },
  { id: 'generalCalcium' },
];
const GENERAL_AVOID: readonly AvoidEntry[] = [
  { id: 'generalSaltLimit' },
  { id: 'sugaryDrinks', onlyWith: DIABETES },
  { id: 'highMercuryFish' },
];

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export const MEAL_OPTION_IDS = [
  'boyBreakfastShakshuka',
  'boyBreakfastDatesBanana',
  'boyBreakfastFoul',
  'boyBreakfastAvocado',
  'boyBreakfastZaatar',
  'boyBreakfastZaatarWholemeal',
  'boyLunchKabsa',
  'boyLunchFishPotatoes',
  'boyLunchPotatoStew',
  'boyLunchPotatoOmelette',
  'boyLunchGrill',
  'boyLunchRoastedVegetables',
  'boyLunchMaqluba',
  'boyLunchBrownRiceVegetables',
  'boyDinnerChickenPotatoes',
  'boyDinnerEggsPotatoes',
  'boyDinnerSweetPotato',
  'boyDinnerSalmonAvocado',
  'boyDinnerMushrooms',
  'boyDinnerTawook',
  'boyDinnerCourgetteRice',
  'boyDinnerFreekeh',
  'boySnackBananaApricots',
  'boySnackDates',
  'boySnackMelon',
  'boySnackOlives',
  'boySnackAvocado',
  'girlBreakfastLabneh',
  'girlBreakfastOatsMilk',
  'girlBreakfastOatsSoy',
  'girlBreakfastOmeletteCheese',
  'girlBreakfastEggsSpinach',
  'girlBreakfastGreensSeeds',
  'girlBreakfastOatsApple',
  'girlLunchMolokhia',
  'girlLunchBulgurYogurt',
  'girlLunchBulgurTabbouleh',
  'girlLunchSardines',
  'girlLunchGreensWalnuts',
  'girlLunchChickenBulgur',
  'girlLunchFishCourgettes',
  'girlLunchBulgurCourgettes',
  'girlDinnerYogurtCucumber',
  'girlDinnerCheeseSalad',
  'girlDinnerSpinachEggs',
  'girlDinnerVegetableSoup',
  'girlDinnerSauteedGreens',
  'girlDinnerCauliflowerTahini',
  'girlSnackYogurt',
  'girlSnackNuts',
  'girlSnackFruit',
  'girlSnackVegetables',
  'breakfastCourgetteOmelette',
  'dinnerEggsCourgettes',
  'snackCucumber',
  'boyIftarDates',
  'iftarOneDate',
  'iftarSoup',
] as const;
export type MealOptionId = (typeof MEAL_OPTION_IDS)[number];

/** The tags of every meal option, the iftar openers included, by what the dish is built on. */
export const MEAL_OPTION_TAGS: Record<MealOptionId, readonly CatalogTag[]> = {
  boyBreakfastShakshuka: ['eggs', 'potassium', 'sodium'],
  boyBreakfastDatesBanana: ['highCarb', 'potassium', 'glycaemic'],
  boyBreakfastFoul: ['legume', 'grain', 'highCarb', 'potassium', 'glycaemic'],
  boyBreakfastAvocado: ['potassium', 'sodium'],
  boyBreakfastZaatar: ['grain', 'highCarb', 'glycaemic'],
  boyBreakfastZaatarWholemeal: ['grain', 'highCarb'],
  boyLunchKabsa: ['meat', 'grain', 'highCarb', 'glycaemic'],
  boyLunchFishPotatoes: ['fish', 'highCarb', 'potassium', 'glycaemic'],
  boyLunchPotatoStew: ['grain', 'highCarb', 'potassium', 'glycaemic'],
  boyLunchPotatoOmelette: ['eggs', 'highCarb', 'potassium', 'glycaemic'],
  boyLunchGrill: ['meat'],
  boyLunchRoastedVegetables: ['potassium'],
  boyLunchMaqluba: ['grain', 'highCarb', 'glycaemic'],
  boyLunchBrownRiceVegetables: ['grain', 'highCarb'],
  boyDinnerChickenPotatoes: ['meat', 'highCarb', 'potassium', 'glycaemic'],
  boyDinnerEggsPotatoes: ['eggs', 'highCarb', 'potassium', 'glycaemic', 'sodium'],
  boyDinnerSweetPotato: ['highCarb', 'potassium', 'glycaemic'],
  boyDinnerSalmonAvocado: ['fish', 'potassium'],
  boyDinnerMushrooms: ['potassium'],
  boyDinnerTawook: ['meat'],
  boyDinnerCourgetteRice: ['grain', 'highCarb', 'glycaemic'],
  boyDinnerFreekeh: ['grain', 'highCarb'],
  boySnackBananaApricots: ['highCarb', 'potassium'],
  boySnackDates: ['highCarb', 'potassium', 'glycaemic'],
  boySnackMelon: ['highCarb', 'potassium'],
  boySnackOlives: ['sodium'],
  boySnackAvocado: ['potassium'],
  girlBreakfastLabneh: ['dairy', 'grain', 'highCarb', 'calcium'],
  girlBreakfastOatsMilk: ['dairy', 'milk', 'grain', 'highCarb', 'calcium', 'potassium'],
  girlBreakfastOatsSoy: ['grain', 'highCarb', 'legume', 'calcium', 'potassium'],
  girlBreakfastOmeletteCheese: ['eggs', 'dairy', 'calcium', 'potassium'],
  girlBreakfastEggsSpinach: ['eggs', 'potassium'],
  girlBreakfastGreensSeeds: ['potassium'],
  girlBreakfastOatsApple: ['grain', 'highCarb'],
  girlLunchMolokhia: ['meat', 'grain', 'highCarb', 'potassium', 'glycaemic'],
  girlLunchBulgurYogurt: ['dairy', 'grain', 'highCarb', 'calcium', 'potassium'],
  girlLunchBulgurTabbouleh: ['grain', 'highCarb'],
  girlLunchSardines: ['fish', 'calcium', 'potassium'],
  girlLunchGreensWalnuts: ['potassium'],
  girlLunchChickenBulgur: ['meat', 'grain', 'highCarb'],
  girlLunchFishCourgettes: ['fish'],
  girlLunchBulgurCourgettes: ['grain', 'highCarb'],
  girlDinnerYogurtCucumber: ['dairy', 'grain', 'highCarb', 'calcium', 'potassium'],
  girlDinnerCheeseSalad: ['dairy', 'calcium'],
  girlDinnerSpinachEggs: ['eggs', 'potassium'],
  girlDinnerVegetableSoup: ['grain', 'highCarb', 'potassium'],
  girlDinnerSauteedGreens: ['potassium'],
  girlDinnerCauliflowerTahini: ['grain', 'highCarb'],
  girlSnackYogurt: ['dairy', 'milk', 'calcium', 'potassium'],
  girlSnackNuts: ['potassium'],
  girlSnackFruit: ['highCarb'],
  girlSnackVegetables: [],
  breakfastCourgetteOmelette: ['eggs'],
  dinnerEggsCourgettes: ['eggs'],
  snackCucumber: [],
  boyIftarDates: ['highCarb', 'potassium', 'glycaemic'],
  // One date: about 50 mg of potassium (a small one) to 170 mg (a large one), a low glycaemic load.
  iftarOneDate: ['highCarb'],
  iftarSoup: [],
};

/**
 * Options per meal in order of preference; a plan shows the first two that fit. Every meal keeps at least
 * one option for every target, diet and set of health answers (tested): the options after the method's
 * own are plain Arab home cooking that fits what the others leave out.
 */
const MEAL_OPTIONS: Record<TargetGender, Record<MealSlot, readonly CatalogEntry<MealOptionId>[]>> = {
  boy: {
    breakfast: [
      { id: 'boyBreakfastShakshuka' },
      { id: 'boyBreakfastDatesBanana' },
      { id: 'boyBreakfastFoul', onlyFor: PLANT_BASED },
      { id: 'boyBreakfastAvocado' },
      { id: 'breakfastCourgetteOmelette' },
      { id: 'boyBreakfastZaatar' },
      { id: 'boyBreakfastZaatarWholemeal', onlyWith: DIABETES },
    ],
    lunch: [
      { id: 'boyLunchKabsa' },
      { id: 'boyLunchFishPotatoes' },
      { id: 'boyLunchPotatoStew' },
      { id: 'boyLunchPotatoOmelette' },
      { id: 'boyLunchGrill' },
      { id: 'boyLunchRoastedVegetables' },
      { id: 'boyLunchMaqluba' },
      { id: 'boyLunchBrownRiceVegetables', onlyWith: DIABETES },
    ],
    dinner: [
      { id: 'boyDinnerChickenPotatoes' },
      { id: 'boyDinnerEggsPotatoes' },
      { id: 'boyDinnerSweetPotato' },
      { id: 'boyDinnerSalmonAvocado' },
      { id: 'boyDinnerMushrooms' },
      { id: 'boyDinnerTawook' },
      { id: 'dinnerEggsCourgettes' },
      { id: 'boyDinnerCourgetteRice' },
      { id: 'boyDinnerFreekeh', onlyWith: DIABETES },
    ],
    snacks: [
      { id: 'boySnackBananaApricots' },
      { id: 'boySnackDates' },
      { id: 'boySnackMelon' },
      { id: 'boySnackOlives' },
      { id: 'boySnackAvocado' },
      { id: 'snackCucumber' },
    ],
  },
  girl: {
    breakfast: [
      { id: 'girlBreakfastLabneh' },
      { id: 'girlBreakfastOatsMilk' },
      { id: 'girlBreakfastOatsSoy', onlyFor: ['vegan'] },
      { id: 'girlBreakfastOmeletteCheese' },
      { id: 'girlBreakfastEggsSpinach' },
      { id: 'girlBreakfastGreensSeeds' },
      { id: 'breakfastCourgetteOmelette' },
      { id: 'girlBreakfastOatsApple' },
    ],
    lunch: [
      { id: 'girlLunchMolokhia' },
      { id: 'girlLunchBulgurYogurt' },
      { id: 'girlLunchBulgurTabbouleh', onlyFor: ['vegan'] },
      { id: 'girlLunchSardines' },
      { id: 'girlLunchGreensWalnuts' },
      { id: 'girlLunchChickenBulgur' },
      { id: 'girlLunchFishCourgettes' },
      { id: 'girlLunchBulgurCourgettes' },
    ],
    dinner: [
      { id: 'girlDinnerYogurtCucumber' },
      { id: 'girlDinnerCheeseSalad' },
      { id: 'girlDinnerSpinachEggs' },
      { id: 'girlDinnerVegetableSoup' },
      { id: 'girlDinnerSauteedGreens' },
      { id: 'dinnerEggsCourgettes' },
      { id: 'girlDinnerCauliflowerTahini' },
    ],
    snacks: [
      { id: 'girlSnackYogurt' },
      { id: 'girlSnackNuts' },
      { id: 'girlSnackFruit' },
      { id: 'girlSnackVegetables' },
    ],
  },
};

export const MEAL_OPTIONS_SHOWN = 2;

/**
 * What breaks the fast in Ramadan, before the iftar meal: three dates and water for a boy, one date (a
 * girl's diet limits dates; and with diabetes or kidney disease), or soup where no date fits the diet.
 */
const IFTAR_OPENERS: Record<TargetGender, readonly CatalogEntry<MealOptionId>[]> = {
  boy: [{ id: 'boyIftarDates' }, { id: 'iftarOneDate' }, { id: 'iftarSoup' }],
  girl: [{ id: 'iftarOneDate' }, { id: 'iftarSoup' }],
};

/** Listed last in every plan's foods to eat, folic acid the very last. */
const ALWAYS_INCLUDE: readonly CatalogEntry<FoodId>[] = [
  { id: 'veganB12', onlyFor: ['vegan'] },
  { id: 'vitaminD' },
  { id: 'folicAcid' },
];

/**
 * The foods that give calcium (tagged `calcium`): every plan's foods to eat hold at least one, whatever the
 * target, diet and health (tested), because the diet runs into early pregnancy and calcium must not fall
 * to nothing.
 */
export const CALCIUM_SOURCES: ReadonlySet<FoodId> = new Set(
  FOOD_IDS.filter((id) => FOOD_TAGS[id].includes('calcium')),
);

function added(entry: CatalogEntry<string>, { diet, conditions }: DietContext): boolean {
  if (entry.onlyFor && !entry.onlyFor.includes(diet)) return false;
  return !entry.onlyWith || entry.onlyWith.some((condition) => conditions.includes(condition));
}

/** The entries she may be told to eat: added for her, and carrying no tag the one rule excludes. */
function eatable<Id extends string>(
  entries: readonly CatalogEntry<Id>[],
  tagsOf: Record<Id, readonly CatalogTag[]>,
  context: DietContext,
): Id[] {
  const excluded = excludedTags(context);
  return entries
    .filter((entry) => added(entry, context) && !tagsOf[entry.id].some((tag) => excluded.has(tag)))
    .map((entry) => entry.id);
}

/** The foods to avoid that concern her: added for her, not dropped by an answer, nothing her diet leaves out. */
function avoidable(entries: readonly AvoidEntry[], context: DietContext): FoodId[] {
  const excluded: readonly CatalogTag[] = DIET_EXCLUDED_TAGS[context.diet];
  return entries
    .filter(
      (entry) =>
        added(entry, context) &&
        !entry.notWith?.some((condition) => context.conditions.includes(condition)) &&
        !FOOD_TAGS[entry.id].some((tag) => excluded.includes(tag)),
    )
    .map((entry) => entry.id);
}

export interface DietSelection {
  include: FoodId[];
  avoid: FoodId[];
  /** Empty lists without the method: the plan then names no meals of its own. */
  meals: Record<MealSlot, MealOptionId[]>;
  /** The first thing eaten at iftar, in Ramadan. */
  iftarOpener: MealOptionId;
}

/**
 * The foods and meals for a target, a diet and her health answers; vitamin D and folic acid always (B12
 * before them for a vegan), alcohol when the couple drinks. Without the method (`offersMethod` false) only
 * general advice, nothing aimed at a sex and no meals.
 */
export function selectDiet(input: {
  target: TargetGender;
  diet: Diet;
  environmentalFactors: readonly EnvironmentalFactor[];
  conditions: readonly HealthCondition[];
  offersMethod: boolean;
}): DietSelection {
  const { target, offersMethod } = input;
  const context: DietContext = { target, diet: input.diet, conditions: input.conditions };
  const include = [
    ...eatable(offersMethod ? INCLUDE[target] : GENERAL_INCLUDE, FOOD_TAGS, context),
    ...eatable(ALWAYS_INCLUDE, FOOD_TAGS, context),
  ];
  const avoid = avoidable(offersMethod ? AVOID[target] : GENERAL_AVOID, context);
  if (input.environmentalFactors.includes('alcohol')) avoid.push('alcohol');
  const mealsFor = (slot: MealSlot) =>
    offersMethod
      ? eatable(MEAL_OPTIONS[target][slot], MEAL_OPTION_TAGS, context).slice(0, MEAL_OPTIONS_SHOWN)
      : [];
  return {
    include,
    avoid,
    meals: {
      breakfast: mealsFor('breakfast'),
      lunch: mealsFor('lunch'),
      dinner: mealsFor('dinner'),
      snacks: mealsFor('snacks'),
    },
    // The soup, the last opener, fits every diet and every condition.
    iftarOpener: eatable(IFTAR_OPENERS[target], MEAL_OPTION_TAGS, context)[0]!,
  };
}
