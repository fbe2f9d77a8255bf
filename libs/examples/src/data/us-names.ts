/**
 * US first names given between 1965 and 2008, each with the year it peaked and its relative
 * popularity at that peak (100 = the most given name of the period), most popular first.
 */
export type NameTrend = readonly [name: string, peakYear: number, weight: number];

export const BOY_NAMES: readonly NameTrend[] = [
  ['Michael', 1970, 100], ['Christopher', 1984, 82], ['Matthew', 1986, 74], ['Joshua', 1983, 70], ['David', 1966, 68],
  ['James', 1965, 66], ['Daniel', 1985, 60], ['Robert', 1965, 58], ['John', 1965, 56], ['Jason', 1975, 55],
  ['Joseph', 1980, 50], ['Andrew', 1990, 49], ['Jacob', 2000, 48], ['Ryan', 1987, 46], ['William', 1966, 45],
  ['Nicholas', 1990, 44], ['Tyler', 1993, 42], ['Brandon', 1991, 41], ['Justin', 1988, 40], ['Anthony', 1990, 38],
  ['Brian', 1972, 37], ['Jonathan', 1988, 36], ['Kevin', 1975, 35], ['Eric', 1978, 33], ['Steven', 1966, 32],
  ['Thomas', 1965, 31], ['Richard', 1965, 30], ['Mark', 1965, 30], ['Zachary', 1995, 29], ['Kyle', 1992, 28],
  ['Austin', 1996, 27], ['Benjamin', 2000, 27], ['Timothy', 1967, 26], ['Jeffrey', 1968, 26], ['Ethan', 2002, 26],
  ['Adam', 1984, 25], ['Alexander', 1998, 25], ['Aaron', 1985, 24], ['Samuel', 2000, 23], ['Kenneth', 1965, 22],
  ['Charles', 1965, 22], ['Paul', 1966, 21], ['Scott', 1970, 21], ['Jeremy', 1978, 20], ['Sean', 1980, 20],
  ['Nathan', 1990, 20], ['Christian', 1997, 19], ['Dylan', 1996, 19], ['Jordan', 1994, 18], ['Noah', 2008, 18],
  ['Gregory', 1966, 17], ['Stephen', 1966, 17], ['Patrick', 1985, 16], ['Jose', 1990, 16], ['Cody', 1992, 15],
  ['Logan', 2000, 15], ['Hunter', 1998, 14], ['Caleb', 2002, 14], ['Nathaniel', 2000, 14], ['Donald', 1965, 14],
  ['Gary', 1965, 13], ['Travis', 1985, 13], ['Dustin', 1985, 12], ['Jayden', 2008, 12], ['Jesse', 1982, 12],
  ['Edward', 1965, 11], ['Bradley', 1984, 11], ['Luke', 2004, 11], ['Gabriel', 2003, 11], ['Isaiah', 2005, 10],
  ['Jack', 2004, 10], ['Aidan', 2004, 10], ['Connor', 1999, 10], ['Evan', 2002, 10], ['Chad', 1977, 10],
  ['Larry', 1965, 9], ['Dennis', 1965, 9], ['Frank', 1965, 9], ['Raymond', 1965, 9], ['Shawn', 1978, 9],
  ['Derek', 1984, 9], ['Juan', 1990, 9], ['Luis', 1995, 9], ['Carlos', 1995, 9], ['Mason', 2008, 9],
  ['Elijah', 2006, 9], ['Isaac', 2006, 8], ['Angel', 2005, 8], ['Cameron', 1996, 8], ['Trevor', 1992, 8],
  ['Jared', 1988, 8], ['Peter', 1965, 8], ['Douglas', 1965, 8], ['Jerry', 1965, 7], ['Keith', 1968, 7],
  ['Todd', 1970, 7], ['Craig', 1968, 7], ['Corey', 1982, 7], ['Marcus', 1990, 7], ['Antonio', 1990, 7],
  ['Victor', 1985, 6], ['Shane', 1980, 6], ['Brett', 1982, 6], ['Alex', 1993, 6], ['Ian', 1995, 6],
  ['Seth', 1995, 6], ['Devin', 1996, 6], ['Blake', 1998, 6], ['Garrett', 1995, 5], ['Chase', 1999, 5],
  ['Dominic', 2005, 5], ['Owen', 2007, 5], ['Jackson', 2008, 5], ['Landon', 2008, 5], ['Gavin', 2008, 5],
  ['Wyatt', 2008, 4], ['Carter', 2008, 4], ['Aiden', 2007, 4], ['Liam', 2008, 4], ['Colton', 2008, 4],
  ['Henry', 2008, 4], ['Miguel', 2000, 4], ['Adrian', 2000, 4], ['Curtis', 1970, 4], ['Phillip', 1968, 4],
  ['Bryan', 1985, 4], ['Russell', 1968, 3], ['Wayne', 1965, 3], ['Roger', 1965, 3], ['Joel', 1978, 3],
  ['Vincent', 1990, 3], ['Philip', 1966, 3], ['Alan', 1966, 3], ['Bruce', 1965, 3], ['Billy', 1965, 3],
  ['Johnny', 1966, 3], ['Bobby', 1965, 3], ['Randy', 1968, 3], ['Troy', 1972, 3], ['Marco', 1995, 2],
];

export const GIRL_NAMES: readonly NameTrend[] = [
  ['Jennifer', 1972, 100], ['Jessica', 1987, 82], ['Ashley', 1988, 78], ['Amanda', 1985, 70], ['Sarah', 1982, 62],
  ['Melissa', 1977, 58], ['Emily', 2000, 54], ['Elizabeth', 1990, 48], ['Michelle', 1969, 47], ['Lisa', 1965, 45],
  ['Kimberly', 1967, 44], ['Stephanie', 1985, 43], ['Nicole', 1983, 42], ['Amy', 1973, 40], ['Heather', 1975, 38],
  ['Angela', 1970, 37], ['Samantha', 1990, 36], ['Hannah', 1998, 34], ['Madison', 2001, 34], ['Megan', 1990, 32],
  ['Lauren', 1990, 31], ['Rachel', 1985, 30], ['Brittany', 1990, 30], ['Rebecca', 1980, 29], ['Laura', 1970, 28],
  ['Mary', 1965, 28], ['Christina', 1982, 27], ['Kelly', 1977, 26], ['Tiffany', 1988, 25], ['Danielle', 1987, 25],
  ['Emma', 2008, 24], ['Olivia', 2005, 24], ['Abigail', 2005, 23], ['Alexis', 2000, 23], ['Taylor', 1995, 22],
  ['Isabella', 2008, 22], ['Kayla', 1993, 21], ['Susan', 1965, 21], ['Karen', 1965, 20], ['Patricia', 1965, 20],
  ['Linda', 1965, 19], ['Julie', 1970, 19], ['Crystal', 1982, 18], ['Erin', 1985, 18], ['Katherine', 1990, 18],
  ['Ava', 2008, 17], ['Sophia', 2008, 17], ['Chloe', 2007, 16], ['Grace', 2003, 16], ['Alyssa', 1995, 16],
  ['Anna', 1995, 15], ['Victoria', 1995, 15], ['Natalie', 2000, 15], ['Brianna', 1999, 14], ['Haley', 1995, 14],
  ['Morgan', 1994, 14], ['Jasmine', 1992, 13], ['Courtney', 1990, 13], ['Andrea', 1980, 13], ['Amber', 1985, 13],
  ['Kristen', 1980, 12], ['April', 1980, 12], ['Erica', 1980, 12], ['Shannon', 1978, 11], ['Christine', 1970, 11],
  ['Donna', 1965, 11], ['Deborah', 1965, 11], ['Sandra', 1965, 10], ['Dawn', 1970, 10], ['Tammy', 1968, 10],
  ['Tina', 1968, 10], ['Wendy', 1970, 9], ['Carrie', 1975, 9], ['Stacy', 1972, 9], ['Tracy', 1970, 9],
  ['Rhonda', 1965, 9], ['Teresa', 1965, 9], ['Cynthia', 1965, 9], ['Pamela', 1965, 9], ['Nancy', 1965, 8],
  ['Barbara', 1965, 8], ['Brenda', 1965, 8], ['Denise', 1965, 8], ['Kathleen', 1965, 8], ['Jacqueline', 1970, 8],
  ['Monica', 1980, 8], ['Vanessa', 1990, 8], ['Kaitlyn', 1995, 7], ['Sydney', 2000, 7], ['Destiny', 2000, 7],
  ['Madeline', 2000, 7], ['Ella', 2008, 7], ['Addison', 2008, 7], ['Lily', 2008, 7], ['Avery', 2008, 6],
  ['Mia', 2008, 6], ['Jenna', 1985, 6], ['Allison', 1990, 6], ['Kelsey', 1992, 6], ['Lindsey', 1985, 6],
  ['Holly', 1980, 6], ['Katie', 1985, 6], ['Caitlin', 1990, 5], ['Sierra', 1998, 5], ['Mariah', 1995, 5],
  ['Gabrielle', 1998, 5], ['Jordan', 1997, 5], ['Savannah', 2000, 5], ['Alexandra', 1993, 5], ['Kathryn', 1985, 5],
  ['Catherine', 1985, 4], ['Diana', 1970, 4], ['Veronica', 1980, 4], ['Leslie', 1970, 4], ['Valerie', 1970, 4],
  ['Dana', 1970, 4], ['Sharon', 1965, 4], ['Robin', 1965, 4], ['Maria', 1975, 4], ['Jamie', 1980, 4],
  ['Kristin', 1978, 3], ['Alicia', 1980, 3], ['Kristina', 1985, 3], ['Brooke', 1993, 3], ['Paige', 1998, 3],
  ['Makayla', 2004, 3], ['Trinity', 2000, 3], ['Kaylee', 2005, 3], ['Zoe', 2005, 3], ['Brooklyn', 2008, 3],
  ['Layla', 2008, 2], ['Evelyn', 2008, 2], ['Marissa', 1993, 2], ['Whitney', 1987, 2], ['Lori', 1965, 2],
];

/** Where births happen: the largest states by name, every other state pooled as 'other'. */
export const BIRTH_STATES: readonly (readonly [code: string, share: number])[] = [
  ['CA', 0.17], ['TX', 0.12], ['NY', 0.09], ['FL', 0.07], ['IL', 0.06],
  ['PA', 0.05], ['OH', 0.05], ['MI', 0.045], ['NJ', 0.04], ['other', 0.305],
];
