/** Realistic UK names and places for demo people. */
export const FIRST_NAMES = [
  'Amelia', 'Oliver', 'Isla', 'Harry', 'Ava', 'George', 'Mia', 'Noah', 'Sophia', 'Jack',
  'Priya', 'Arjun', 'Aisha', 'Mohammed', 'Chloe', 'Thomas', 'Emily', 'James', 'Grace', 'William',
  'Niamh', 'Callum', 'Eilidh', 'Rhys', 'Ffion', 'Dylan', 'Zara', 'Hamza', 'Ruby', 'Samuel',
] as const;

export const LAST_NAMES = [
  'Hughes', 'Bennett', 'Patel', 'Khan', 'Smith', 'Jones', 'Williams', 'Taylor', 'Davies', 'Evans',
  'Thomas', 'Roberts', 'Walker', 'Wright', 'Robinson', 'Thompson', 'White', 'Edwards', 'Green', 'Hall',
  'Campbell', 'Murray', 'MacDonald', 'Shah', 'Begum', 'Ali', 'Clarke', 'Lewis', 'Morgan', 'Price',
] as const;

export const TOWNS = [
  'Manchester', 'Leeds', 'Bristol', 'Birmingham', 'Cardiff', 'Glasgow', 'Edinburgh', 'Belfast',
  'Nottingham', 'Sheffield', 'Liverpool', 'Newcastle upon Tyne', 'Leicester', 'Brighton', 'Norwich',
  'Exeter', 'York', 'Swansea', 'Aberdeen', 'Southampton',
] as const;
