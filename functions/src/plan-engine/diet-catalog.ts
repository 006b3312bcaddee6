import type { Diet, EnvironmentalFactor, TargetGender } from '@nasl/core';

/**
 * Which foods and meals a plan lists, before any language. Boy: more potassium and sodium, less calcium
 * and magnesium; girl: the reverse (the Stolkowski/Lorrain diet). Every entry carries the food groups
 * it contains, and the chosen diet drops the entries it excludes; the texts are in content/.
 */
export const FOOD_TAGS = [
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
export type FoodTag = (typeof FOOD_TAGS)[number];

/** Food groups each diet leaves out. "other" is treated as a varied (omnivore) diet. */
export const DIET_EXCLUDED_TAGS = {
  omnivore: [],
  other: [],
  vegetarian: ['meat', 'fish'],
  vegan: ['meat', 'fish', 'dairy', 'eggs', 'honey'],
  keto: ['grain', 'legume', 'highCarb', 'milk'],
  paleo: ['grain', 'dairy', 'legume'],
} as const satisfies Record<Diet, readonly FoodTag[]>;

interface CatalogEntry<Id extends string> {
  id: Id;
  tags: readonly FoodTag[];
  /** Listed only for these diets (e.g. a protein source that only a vegan plan needs spelled out). */
  onlyFor?: readonly Diet[];
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
  'boyPlantCalcium',
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
  'veganB12',
  'folicAcid',
  'alcohol',
] as const;
export type FoodId = (typeof FOOD_IDS)[number];

const PLANT_BASED: readonly Diet[] = ['vegan', 'vegetarian'];

const INCLUDE: Record<TargetGender, readonly CatalogEntry<FoodId>[]> = {
  boy: [
    { id: 'boyBananas', tags: ['highCarb'] },
    { id: 'boyAvocado', tags: [] },
    { id: 'boyDates', tags: ['highCarb'] },
    { id: 'boyPotatoes', tags: ['highCarb'] },
    { id: 'boyMeat', tags: ['meat'] },
    { id: 'boyFish', tags: ['fish'] },
    { id: 'boyEggs', tags: ['eggs'] },
    { id: 'boyLegumeProtein', tags: ['legume'], onlyFor: PLANT_BASED },
    { id: 'boyOlivesPickles', tags: [] },
    { id: 'boyFruits', tags: ['highCarb'] },
    { id: 'boyVegetables', tags: [] },
    { id: 'boyWhiteGrains', tags: ['grain', 'highCarb'] },
    { id: 'boyRegularMeals', tags: [] },
    // Without dairy, the method's "less calcium" would become almost none: one fortified serving a day.
    { id: 'boyPlantCalcium', tags: ['legume'], onlyFor: PLANT_BASED },
  ],
  girl: [
    { id: 'girlDairy', tags: ['dairy', 'milk'] },
    { id: 'girlKetoDairy', tags: ['dairy'], onlyFor: ['keto'] },
    { id: 'girlNutsSeeds', tags: [] },
    { id: 'girlLeafyGreens', tags: [] },
    { id: 'girlCalciumTofu', tags: ['legume'], onlyFor: PLANT_BASED },
    { id: 'girlSardines', tags: ['fish'] },
    { id: 'girlEggs', tags: ['eggs'] },
    { id: 'girlWholeGrains', tags: ['grain', 'highCarb'] },
    { id: 'girlPoultry', tags: ['meat'] },
    { id: 'girlRicePasta', tags: ['grain', 'highCarb'] },
    { id: 'girlLowPotassiumFruits', tags: ['highCarb'] },
    { id: 'girlLegumeProtein', tags: ['legume'], onlyFor: ['vegan'] },
    { id: 'girlMineralWater', tags: [] },
  ],
};

const AVOID: Record<TargetGender, readonly CatalogEntry<FoodId>[]> = {
  boy: [
    { id: 'boyDairy', tags: ['dairy'] },
    { id: 'boyNutsSeeds', tags: [] },
    { id: 'boyLeafyGreens', tags: [] },
    { id: 'boyWholeGrains', tags: ['grain'] },
    { id: 'boyLegumes', tags: ['legume'], onlyFor: ['omnivore', 'other'] },
    { id: 'boyCocoa', tags: [] },
    { id: 'boyMineralWater', tags: [] },
    { id: 'boyMineralSupplements', tags: [] },
    { id: 'boySaltLimit', tags: [] },
  ],
  girl: [
    { id: 'girlPotassiumStarches', tags: ['highCarb'] },
    { id: 'girlProcessedMeat', tags: ['meat'] },
    { id: 'girlSaltLimit', tags: [] },
    { id: 'girlAvocado', tags: [] },
    { id: 'girlPotassiumFruits', tags: ['highCarb'] },
    { id: 'girlRedMeat', tags: ['meat'] },
    { id: 'girlFastFood', tags: ['grain'] },
    { id: 'girlSaltSubstitutes', tags: [] },
  ],
};

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export const MEAL_OPTION_IDS = [
  'boyBreakfastShakshuka',
  'boyBreakfastDatesBanana',
  'boyBreakfastFoul',
  'boyBreakfastAvocado',
  'boyLunchKabsa',
  'boyLunchFishPotatoes',
  'boyLunchPotatoStew',
  'boyLunchPotatoOmelette',
  'boyLunchGrill',
  'boyLunchRoastedVegetables',
  'boyDinnerChickenPotatoes',
  'boyDinnerEggsPotatoes',
  'boyDinnerSweetPotato',
  'boyDinnerSalmonAvocado',
  'boyDinnerMushrooms',
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
  'girlLunchMolokhia',
  'girlLunchBulgurYogurt',
  'girlLunchBulgurTabbouleh',
  'girlLunchSardines',
  'girlLunchGreensWalnuts',
  'girlDinnerYogurtCucumber',
  'girlDinnerCheeseSalad',
  'girlDinnerSpinachEggs',
  'girlDinnerVegetableSoup',
  'girlDinnerSauteedGreens',
  'girlSnackYogurt',
  'girlSnackNuts',
  'girlSnackFruit',
  'girlSnackVegetables',
  'boyIftarDates',
  'girlIftarOneDate',
  'iftarSoup',
] as const;
export type MealOptionId = (typeof MEAL_OPTION_IDS)[number];

/** Options per meal in order of preference; a plan shows the first two its diet allows. */
const MEAL_OPTIONS: Record<TargetGender, Record<MealSlot, readonly CatalogEntry<MealOptionId>[]>> = {
  boy: {
    breakfast: [
      { id: 'boyBreakfastShakshuka', tags: ['eggs'] },
      { id: 'boyBreakfastDatesBanana', tags: ['highCarb'] },
      { id: 'boyBreakfastFoul', tags: ['legume', 'grain', 'highCarb'], onlyFor: PLANT_BASED },
      { id: 'boyBreakfastAvocado', tags: [] },
    ],
    lunch: [
      { id: 'boyLunchKabsa', tags: ['meat', 'grain', 'highCarb'] },
      { id: 'boyLunchFishPotatoes', tags: ['fish', 'highCarb'] },
      { id: 'boyLunchPotatoStew', tags: ['grain', 'highCarb'] },
      { id: 'boyLunchPotatoOmelette', tags: ['eggs', 'highCarb'] },
      { id: 'boyLunchGrill', tags: ['meat'] },
      { id: 'boyLunchRoastedVegetables', tags: [] },
    ],
    dinner: [
      { id: 'boyDinnerChickenPotatoes', tags: ['meat', 'highCarb'] },
      { id: 'boyDinnerEggsPotatoes', tags: ['eggs', 'highCarb'] },
      { id: 'boyDinnerSweetPotato', tags: ['highCarb'] },
      { id: 'boyDinnerSalmonAvocado', tags: ['fish'] },
      { id: 'boyDinnerMushrooms', tags: [] },
    ],
    snacks: [
      { id: 'boySnackBananaApricots', tags: ['highCarb'] },
      { id: 'boySnackDates', tags: ['highCarb'] },
      { id: 'boySnackMelon', tags: ['highCarb'] },
      { id: 'boySnackOlives', tags: [] },
      { id: 'boySnackAvocado', tags: [] },
    ],
  },
  girl: {
    breakfast: [
      { id: 'girlBreakfastLabneh', tags: ['dairy', 'grain', 'highCarb'] },
      { id: 'girlBreakfastOatsMilk', tags: ['dairy', 'grain', 'highCarb'] },
      { id: 'girlBreakfastOatsSoy', tags: ['grain', 'highCarb', 'legume'], onlyFor: ['vegan'] },
      { id: 'girlBreakfastOmeletteCheese', tags: ['eggs', 'dairy'] },
      { id: 'girlBreakfastEggsSpinach', tags: ['eggs'] },
      { id: 'girlBreakfastGreensSeeds', tags: [] },
    ],
    lunch: [
      { id: 'girlLunchMolokhia', tags: ['meat', 'grain', 'highCarb'] },
      { id: 'girlLunchBulgurYogurt', tags: ['dairy', 'grain', 'highCarb'] },
      { id: 'girlLunchBulgurTabbouleh', tags: ['grain', 'highCarb'], onlyFor: ['vegan'] },
      { id: 'girlLunchSardines', tags: ['fish'] },
      { id: 'girlLunchGreensWalnuts', tags: [] },
    ],
    dinner: [
      { id: 'girlDinnerYogurtCucumber', tags: ['dairy', 'grain', 'highCarb'] },
      { id: 'girlDinnerCheeseSalad', tags: ['dairy'] },
      { id: 'girlDinnerSpinachEggs', tags: ['eggs'] },
      { id: 'girlDinnerVegetableSoup', tags: ['grain', 'highCarb'] },
      { id: 'girlDinnerSauteedGreens', tags: [] },
    ],
    snacks: [
      { id: 'girlSnackYogurt', tags: ['dairy', 'milk'] },
      { id: 'girlSnackNuts', tags: [] },
      { id: 'girlSnackFruit', tags: ['highCarb'] },
      { id: 'girlSnackVegetables', tags: [] },
    ],
  },
};

export const MEAL_OPTIONS_SHOWN = 2;

/** What breaks the fast in Ramadan, before the iftar meal: dates and water (one date for a girl), or soup. */
const IFTAR_OPENERS: Record<TargetGender, readonly CatalogEntry<MealOptionId>[]> = {
  boy: [
    { id: 'boyIftarDates', tags: ['highCarb'] },
    { id: 'iftarSoup', tags: [] },
  ],
  girl: [
    { id: 'girlIftarOneDate', tags: ['highCarb'] },
    { id: 'iftarSoup', tags: [] },
  ],
};

/** Listed last in every plan's foods to eat, folic acid the very last. */
const ALWAYS_INCLUDE: readonly CatalogEntry<FoodId>[] = [
  { id: 'veganB12', tags: [], onlyFor: ['vegan'] },
  { id: 'folicAcid', tags: [] },
];

function fitsDiet<Id extends string>(entry: CatalogEntry<Id>, diet: Diet): boolean {
  if (entry.onlyFor && !entry.onlyFor.includes(diet)) return false;
  const excluded: readonly FoodTag[] = DIET_EXCLUDED_TAGS[diet];
  return !entry.tags.some((tag) => excluded.includes(tag));
}

function idsFitting<Id extends string>(entries: readonly CatalogEntry<Id>[], diet: Diet): Id[] {
  return entries.filter((entry) => fitsDiet(entry, diet)).map((entry) => entry.id);
}

export interface DietSelection {
  include: FoodId[];
  avoid: FoodId[];
  meals: Record<MealSlot, MealOptionId[]>;
  /** The first thing eaten at iftar, in Ramadan. */
  iftarOpener: MealOptionId;
}

/**
 * The foods and meals for a target and a diet; folic acid always (B12 before it for a vegan), alcohol when
 * the couple drinks.
 */
export function selectDiet(
  target: TargetGender,
  diet: Diet,
  environmentalFactors: readonly EnvironmentalFactor[],
): DietSelection {
  const include = [...idsFitting(INCLUDE[target], diet), ...idsFitting(ALWAYS_INCLUDE, diet)];
  const avoid = idsFitting(AVOID[target], diet);
  if (environmentalFactors.includes('alcohol')) avoid.push('alcohol');
  const mealsFor = (slot: MealSlot) =>
    idsFitting(MEAL_OPTIONS[target][slot], diet).slice(0, MEAL_OPTIONS_SHOWN);
  return {
    include,
    avoid,
    meals: {
      breakfast: mealsFor('breakfast'),
      lunch: mealsFor('lunch'),
      dinner: mealsFor('dinner'),
      snacks: mealsFor('snacks'),
    },
    // The last opener fits every diet.
    iftarOpener: idsFitting(IFTAR_OPENERS[target], diet)[0]!,
  };
}
