// The catalog calls' answers as a client reads them (server/README.md "Calls under /api"), for the server tests.
export type WirePackage = {
  package_master_id: number;
  package_id: number;
  package_name: string;
  gram_label: string;
  description: string;
  festival_affect: number;
  friday_charge_type: string;
  friday_charge_value: number;
  img_url: string;
  package_grams: number;
  package_type: number;
};

export type WireSubPackage = {
  sub_package_id: number;
  price: string;
  price_fils: number;
  actual_package_price: string;
  total_combo_count: { meals: number; snacks: number; soup: number };
  min_cal: number;
  max_cal: number;
};

export type WirePackageDetails = WirePackage & {
  sub_package_list: { package_for_id: number; days: number; name: string; sub_packages: WireSubPackage[] }[];
  max_values_as_per_meal_type: { meal_type_id: number; max_value: number }[];
};

/** A dish's figures at a portion: kcal, and grams of protein, carbohydrate and fat. */
export type WireNutrition = { calory: number; protein: number; carbs: number; fat: number };

export type WireMeal = {
  meal_id: number;
  meal_type_id: number;
  meal_name: string;
  meal_image: { url: string };
  product_tags: { products_tag_title: string; products_tag_main_id: number; products_tag_icon: { url: string } }[];
  meal_availabilty: { name: string }[];
  display_prot_carbs: string;
  nutrition_list_array: { nutrition_value: number; nutrition_details: WireNutrition }[];
  default_nutrition_list_array: WireNutrition;
};
