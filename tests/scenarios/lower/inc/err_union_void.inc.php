<?php
namespace N;

function f(): void|int {}
