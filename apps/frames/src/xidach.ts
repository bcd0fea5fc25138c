/** The xì dách page: house.ts's play page with the card table (house/xidach.ts) as its view. */
import './house/house.css';
import { runHousePage } from './house/house';
import { xiDachView } from './house/xidach';

runHousePage(xiDachView);
