/** The sportsbook's page in the game frame: the `sports` entry. */
import './sports/sports.css';
import './sports/sports';
