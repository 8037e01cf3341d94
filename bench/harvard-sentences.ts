/**
 * Lists 1-2 of the Harvard sentences ("IEEE Recommended Practice for Speech Quality Measurements",
 * IEEE Transactions on Audio and Electroacoustics 17(3), 1969; public domain): phonetically balanced sentences
 * used to test the intelligibility of speech systems. The English voices' settings were tuned on lists 1-2
 * (HARVARD_SENTENCES); lists 3-4 (HARVARD_HELD_OUT) are only ever measured, as the check.
 */
export const HARVARD_SENTENCES = [
  // List 1
  "The birch canoe slid on the smooth planks.",
  "Glue the sheet to the dark blue background.",
  "It's easy to tell the depth of a well.",
  "These days a chicken leg is a rare dish.",
  "Rice is often served in round bowls.",
  "The juice of lemons makes fine punch.",
  "The box was thrown beside the parked truck.",
  "The hogs were fed chopped corn and garbage.",
  "Four hours of steady work faced us.",
  "A large size in stockings is hard to sell.",
  // List 2
  "The boy was there when the sun rose.",
  "A rod is used to catch pink salmon.",
  "The source of the huge river is the clear spring.",
  "Kick the ball straight and follow through.",
  "Help the woman get back to her feet.",
  "A pot of tea helps to pass the evening.",
  "Smoky fires lack flame and heat.",
  "The soft cushion broke the man's fall.",
  "The salt breeze came across from the sea.",
  "The girl at the booth sold fifty bonds.",
] as const;

/** Lists 3-4: the held-out check (never used to choose a setting). */
export const HARVARD_HELD_OUT = [
  // List 3
  "The small pup gnawed a hole in the sock.",
  "The fish twisted and turned on the bent hook.",
  "Press the pants and sew a button on the vest.",
  "The swan dive was far short of perfect.",
  "The beauty of the view stunned the young boy.",
  "Two blue fish swam in the tank.",
  "Her purse was full of useless trash.",
  "The colt reared and threw the tall rider.",
  "It snowed, rained, and hailed the same morning.",
  "Read verse out loud for pleasure.",
  // List 4
  "Hoist the load to your left shoulder.",
  "Take the winding path to reach the lake.",
  "Note closely the size of the gas tank.",
  "Wipe the grease off his dirty face.",
  "Mend the coat before you go out.",
  "The wrist was badly strained and hung limp.",
  "The stray cat gave birth to kittens.",
  "The young girl gave no clear response.",
  "The meal was cooked before the bell rang.",
  "What joy there is in living.",
] as const;
