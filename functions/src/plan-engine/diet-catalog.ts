import type { Diet, EnvironmentalFactor, HealthCondition, TargetGender } from '@nasl/core';

/**
 * Which foods and meals a plan lists, before any language. Boy: more potassium and sodium, less calcium
 * and magnesium; girl: the reverse (the Stolkowski/Lorrain diet). Every entry carries the food groups
 * it contains, and the chosen diet drops the entries it excludes; her health answers drop or add entries
 * (no juice and few dates with diabetes, no pickles with high blood pressure, no potassium push with kidney
 * disease, calcium as usual while breastfeeding). The texts are in content/.
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
  /** Listed only when she answered one of these conditions. */
  onlyWith?: readonly HealthCondition[];
  /** Left out when she answered one of these conditions. */
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

const PLANT_BASED: readonly Diet[] = ['vegan', 'vegetarian'];

/** The foods that push potassium, which kidney disease rules out. */
const KIDNEY: readonly HealthCondition[] = ['kidney-disease'];
const DIABETES: readonly HealthCondition[] = ['diabetes'];

const INCLUDE: Record<TargetGender, readonly CatalogEntry<FoodId>[]> = {
  boy: [
    { id: 'boyBananas', tags: ['highCarb'], notWith: KIDNEY },
    { id: 'boyAvocado', tags: [], notWith: KIDNEY },
    { id: 'boyDates', tags: ['highCarb'], notWith: [...KIDNEY, ...DIABETES] },
    { id: 'boyDiabetesDates', tags: ['highCarb'], onlyWith: DIABETES, notWith: KIDNEY },
    { id: 'boyPotatoes', tags: ['highCarb'], notWith: KIDNEY },
    { id: 'boyMeat', tags: ['meat'] },
    { id: 'boyFish', tags: ['fish'] },
    { id: 'boyEggs', tags: ['eggs'] },
    { id: 'boyLegumeProtein', tags: ['legume'], onlyFor: PLANT_BASED },
    { id: 'boyOlivesPickles', tags: [], notWith: ['high-blood-pressure', 'kidney-disease'] },
    { id: 'boyFruits', tags: ['highCarb'], notWith: KIDNEY },
    { id: 'boyVegetables', tags: [] },
    { id: 'boyWhiteGrains', tags: ['grain', 'highCarb'], notWith: DIABETES },
    { id: 'boyDiabetesGrains', tags: ['grain', 'highCarb'], onlyWith: DIABETES },
    { id: 'boyRegularMeals', tags: [] },
    // The method lowers calcium; it never removes it: one serving a day from what her diet allows.
    { id: 'boyCalciumDairy', tags: ['dairy'] },
    { id: 'boyCalciumFish', tags: ['fish'], onlyFor: ['paleo'] },
    { id: 'boyPlantCalcium', tags: ['legume'], onlyFor: ['vegan'] },
    // Without nuts, seeds and whole grains, a vegan boy diet needs its iron and zinc spelled out.
    { id: 'veganIronZinc', tags: ['legume'], onlyFor: ['vegan'] },
    { id: 'breastfeedingCalcium', tags: [], onlyWith: ['breastfeeding'] },
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
    { id: 'girlRicePasta', tags: ['grain', 'highCarb'], notWith: DIABETES },
    { id: 'girlLowPotassiumFruits', tags: ['highCarb'] },
    { id: 'girlLegumeProtein', tags: ['legume'], onlyFor: ['vegan'] },
    { id: 'girlMineralWater', tags: [] },
    { id: 'breastfeedingCalcium', tags: [], onlyWith: ['breastfeeding'] },
  ],
};

const AVOID: Record<TargetGender, readonly CatalogEntry<FoodId>[]> = {
  boy: [
    { id: 'boyDairy', tags: ['dairy'], notWith: ['breastfeeding'] },
    { id: 'boyNutsSeeds', tags: [] },
    { id: 'boyLeafyGreens', tags: [] },
    { id: 'boyWholeGrains', tags: ['grain'], notWith: DIABETES },
    { id: 'boyLegumes', tags: ['legume'], onlyFor: ['omnivore', 'other'] },
    { id: 'boyCocoa', tags: [] },
    { id: 'boyMineralWater', tags: [] },
    { id: 'boyMineralSupplements', tags: [] },
    { id: 'boySaltLimit', tags: [] },
    { id: 'sugaryDrinks', tags: [], onlyWith: DIABETES },
    { id: 'highMercuryFish', tags: ['fish'] },
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
    { id: 'sugaryDrinks', tags: [], onlyWith: DIABETES },
    { id: 'highMercuryFish', tags: ['fish'] },
  ],
};

/** Without the method (a mother of 50 or more): sound general advice, nothing aimed at a sex. */
const GENERAL_INCLUDE: readonly CatalogEntry<FoodId>[] = [
  { id: 'generalBalanced', tags: [] },
  { id: 'generalCalcium', tags: [] },
];
const GENERAL_AVOID: readonly CatalogEntry<FoodId>[] = [
  { id: 'generalSaltLimit', tags: [] },
  { id: 'sugaryDrinks', tags: [], onlyWith: DIABETES },
  { id: 'highMercuryFish', tags: ['fish'] },
];

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
  'snackCucumber',
  'boyIftarDates',
  'iftarOneDate',
  'iftarSoup',
] as const;
export type MealOptionId = (typeof MEAL_OPTION_IDS)[number];

/** Options per meal in order of preference; a plan shows the first two its diet allows. */
const MEAL_OPTIONS: Record<TargetGender, Record<MealSlot, readonly CatalogEntry<MealOptionId>[]>> = {
  boy: {
    breakfast: [
      { id: 'boyBreakfastShakshuka', tags: ['eggs'] },
      { id: 'boyBreakfastDatesBanana', tags: ['highCarb'], notWith: [...DIABETES, ...KIDNEY] },
      { id: 'boyBreakfastFoul', tags: ['legume', 'grain', 'highCarb'], onlyFor: PLANT_BASED },
      { id: 'boyBreakfastAvocado', tags: [] },
    ],
    lunch: [
      { id: 'boyLunchKabsa', tags: ['meat', 'grain', 'highCarb'], notWith: DIABETES },
      { id: 'boyLunchFishPotatoes', tags: ['fish', 'highCarb'] },
      { id: 'boyLunchPotatoStew', tags: ['grain', 'highCarb'], notWith: DIABETES },
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
      { id: 'boySnackBananaApricots', tags: ['highCarb'], notWith: KIDNEY },
      { id: 'boySnackDates', tags: ['highCarb'], notWith: [...DIABETES, ...KIDNEY] },
      { id: 'boySnackMelon', tags: ['highCarb'], notWith: KIDNEY },
      { id: 'boySnackOlives', tags: [], notWith: ['high-blood-pressure', 'kidney-disease'] },
      { id: 'boySnackAvocado', tags: [], notWith: KIDNEY },
      { id: 'snackCucumber', tags: [] },
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

/**
 * What breaks the fast in Ramadan, before the iftar meal: dates and water (one date for a girl, or with
 * diabetes), or soup.
 */
const IFTAR_OPENERS: Record<TargetGender, readonly CatalogEntry<MealOptionId>[]> = {
  boy: [
    { id: 'boyIftarDates', tags: ['highCarb'], notWith: DIABETES },
    { id: 'iftarOneDate', tags: ['highCarb'] },
    { id: 'iftarSoup', tags: [] },
  ],
  girl: [
    { id: 'iftarOneDate', tags: ['highCarb'] },
    { id: 'iftarSoup', tags: [] },
  ],
};

/** Listed last in every plan's foods to eat, folic acid the very last. */
const ALWAYS_INCLUDE: readonly CatalogEntry<FoodId>[] = [
  { id: 'veganB12', tags: [], onlyFor: ['vegan'] },
  { id: 'vitaminD', tags: [] },
  { id: 'folicAcid', tags: [] },
];

/**
 * The foods to eat that give calcium: every plan has at least one, whatever the target, diet and health
 * (tested), because the diet runs into early pregnancy and calcium must not fall to nothing.
 */
export const CALCIUM_SOURCES: ReadonlySet<FoodId> = new Set([
  'boyCalciumDairy',
  'boyCalciumFish',
  'boyPlantCalcium',
  'breastfeedingCalcium',
  'girlDairy',
  'girlKetoDairy',
  'girlCalciumTofu',
  'girlSardines',
  'generalCalcium',
]);

/** What a plan's lists are chosen for: the diet she follows and the health conditions she answered. */
export interface DietContext {
  diet: Diet;
  conditions: readonly HealthCondition[];
}

function fits<Id extends string>(entry: CatalogEntry<Id>, { diet, conditions }: DietContext): boolean {
  if (entry.onlyFor && !entry.onlyFor.includes(diet)) return false;
  if (entry.onlyWith && !entry.onlyWith.some((condition) => conditions.includes(condition))) return false;
  if (entry.notWith?.some((condition) => conditions.includes(condition))) return false;
  const excluded: readonly FoodTag[] = DIET_EXCLUDED_TAGS[diet];
  return !entry.tags.some((tag) => excluded.includes(tag));
}

function idsFitting<Id extends string>(entries: readonly CatalogEntry<Id>[], context: DietContext): Id[] {
  return entries.filter((entry) => fits(entry, context)).map((entry) => entry.id);
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
  const context: DietContext = { diet: input.diet, conditions: input.conditions };
  const { target, offersMethod } = input;
  const include = [
    ...idsFitting(offersMethod ? INCLUDE[target] : GENERAL_INCLUDE, context),
    ...idsFitting(ALWAYS_INCLUDE, context),
  ];
  const avoid = idsFitting(offersMethod ? AVOID[target] : GENERAL_AVOID, context);
  if (input.environmentalFactors.includes('alcohol')) avoid.push('alcohol');
  const mealsFor = (slot: MealSlot) =>
    offersMethod ? idsFitting(MEAL_OPTIONS[target][slot], context).slice(0, MEAL_OPTIONS_SHOWN) : [];
  return {
    include,
    avoid,
    meals: {
      breakfast: mealsFor('breakfast'),
      lunch: mealsFor('lunch'),
      dinner: mealsFor('dinner'),
      snacks: mealsFor('snacks'),
    },
    // The last opener fits every diet and every condition.
    iftarOpener: idsFitting(IFTAR_OPENERS[target], context)[0]!,
  };
}
