<?php enum A
{} enum	extends enum implements enum Suit: string { case H = 'h'; }