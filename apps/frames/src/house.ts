/** The house games' pages (slots, baccarat, dice, crash; verify and recall): the `house` entry. */
import './house/house.css';
import { runHousePage } from './house/house';

runHousePage();
